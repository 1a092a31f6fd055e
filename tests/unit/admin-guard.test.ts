import { adminGuardTarget, adminReturnPath, type AdminVisitor } from '@/lib/admin/guard';
import { adminLocaleOf, isAdminPath, localizedAdminRedirect } from '@/lib/admin/locale';
import { canSee, navEntryOf } from '@/lib/admin/sections';
import type { UserState } from '@/lib/auth/user-state';

const live = (permissions: string[], state: UserState = 'AUTHENTICATED'): AdminVisitor => ({
  kind: 'live',
  state,
  permissions,
});

describe('admin guard', () => {
  const back = '/admin/shop?q=noon';

  it('sends a visitor without a session to the sign-in page in the admin language', () => {
    expect(adminGuardTarget({ kind: 'signed-out' }, 'shop', back, 'en')).toBe(
      '/en/signin?redirect=%2Fadmin%2Fshop%3Fq%3Dnoon',
    );
    expect(adminGuardTarget({ kind: 'signed-out' }, null, '/admin', 'ar')).toBe(
      '/signin?redirect=%2Fadmin',
    );
  });

  it('clears an ended sign-in through /logout before the sign-in page', () => {
    const target = adminGuardTarget({ kind: 'ended' }, 'shop', back, 'en');
    const url = new URL(target!, 'http://x.invalid');
    expect(url.pathname).toBe('/en/logout');
    expect(url.searchParams.get('redirect_uri')).toBe(
      '/en/signin?redirect=%2Fadmin%2Fshop%3Fq%3Dnoon',
    );
  });

  it('steers unfinished accounts to their step, then plain users to /dashboard', () => {
    expect(adminGuardTarget(live(['view_shop'], 'AWAITING_VERIFICATION'), null, back, 'en')).toBe(
      '/en/verify',
    );
    expect(adminGuardTarget(live(['view_shop'], 'PROFILE_INCOMPLETE'), null, back, 'ar')).toBe(
      '/profile-setup',
    );
    expect(adminGuardTarget(live([]), null, back, 'en')).toBe('/en/dashboard');
    expect(adminGuardTarget(live([], 'UNAUTHENTICATED'), null, back, 'en')).toBe(
      '/en/signin?redirect=%2Fadmin%2Fshop%3Fq%3Dnoon',
    );
  });

  it('lets staff into always-on pages and sections they may view, else to the welcome page', () => {
    const editor = live(['update_shop', 'view_shop']);
    expect(adminGuardTarget(editor, null, back, 'en')).toBeNull();
    expect(adminGuardTarget(editor, 'shop', back, 'en')).toBeNull();
    expect(adminGuardTarget(editor, 'user', back, 'en')).toBe('/admin/welcome');
    expect(adminGuardTarget(editor, 'coupon', back, 'ar')).toBe('/admin/welcome');
  });

  it('keeps the admin path and query as the return address, without the _rsc marker', () => {
    expect(adminReturnPath('/admin/shop', '?q=a&_rsc=1x')).toBe('/admin/shop?q=a');
    expect(adminReturnPath('/admin', '')).toBe('/admin');
    expect(adminReturnPath('/elsewhere', '?x=1')).toBe('/admin');
  });
});

describe('admin language and paths', () => {
  it('reads the language cookie, English unless it names Arabic', () => {
    expect(adminLocaleOf('ar')).toBe('ar');
    expect(adminLocaleOf('en')).toBe('en');
    expect(adminLocaleOf('fr')).toBe('en');
    expect(adminLocaleOf(undefined)).toBe('en');
  });

  it('knows admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/shop')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/en/admin')).toBe(false);
  });

  it('moves locale-prefixed admin addresses to /admin with their language', () => {
    expect(localizedAdminRedirect('/en/admin')).toEqual({ path: '/admin', locale: 'en' });
    expect(localizedAdminRedirect('/ar/admin/shop/x')).toEqual({
      path: '/admin/shop/x',
      locale: 'ar',
    });
    expect(localizedAdminRedirect('/en/administrator')).toBeNull();
    expect(localizedAdminRedirect('/en/shops')).toBeNull();
    expect(localizedAdminRedirect('/admin')).toBeNull();
  });
});

describe('admin sections', () => {
  it('opens a section when some permission contains view_<section>', () => {
    expect(canSee(['view_shop'], 'shop')).toBe(true);
    expect(canSee(['update_shop'], 'shop')).toBe(false);
    expect(canSee([], null)).toBe(true);
    expect(canSee(['view_user'], 'shop')).toBe(false);
  });

  it('finds the nav entry of a path, the longest match first', () => {
    expect(navEntryOf('/admin')?.key).toBe('dashboard');
    expect(navEntryOf('/admin/')?.key).toBe('dashboard');
    expect(navEntryOf('/admin/shop')?.key).toBe('shop');
    expect(navEntryOf('/admin/shop/x')?.key).toBe('shop');
    expect(navEntryOf('/admin/shopping')?.key).toBe('dashboard');
    expect(navEntryOf('/shops')).toBeUndefined();
  });
});
