import {
  ADMIN_PREFS_KEY,
  DEFAULT_ADMIN_PREFS,
  parseAdminPrefs,
  readAdminPrefs,
  writeAdminPrefs,
} from '@/components/admin/shell/use-admin-prefs';

function clearCookies() {
  for (const name of ['safqa_admin_lang', 'safqa_admin_sidebar']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookies();
});

describe('d-app preferences', () => {
  it('default to dark, English, hybrid and an open sidebar', () => {
    expect(DEFAULT_ADMIN_PREFS).toMatchObject({
      theme: 'dark',
      language: 'en',
      direction: 'ltr',
      viewMode: 'hybrid',
      isSidebarCollapsed: false,
    });
  });

  it.each([null, '', '{broken', '[1,2]', '"text"', '42', 'null'])(
    'fall back to the defaults for %p',
    (raw) => {
      expect(parseAdminPrefs(raw)).toEqual(DEFAULT_ADMIN_PREFS);
    },
  );

  it('keep valid values and replace wrong ones field by field', () => {
    const prefs = parseAdminPrefs(
      JSON.stringify({
        theme: 'light',
        language: 'ar',
        direction: 'ltr',
        isSidebarCollapsed: 'yes',
        pageTitle: 7,
        viewMode: 'cards',
        extra: true,
      }),
    );
    expect(prefs).toEqual({
      ...DEFAULT_ADMIN_PREFS,
      theme: 'light',
      language: 'ar',
      // The direction follows the language, whatever was stored.
      direction: 'rtl',
      viewMode: 'cards',
    });
    expect(parseAdminPrefs('{"theme":"purple","language":"fr"}')).toEqual(DEFAULT_ADMIN_PREFS);
  });

  it('save to d-app and mirror the language and the sidebar into cookies', () => {
    writeAdminPrefs({ language: 'ar' });
    expect(JSON.parse(window.localStorage.getItem(ADMIN_PREFS_KEY)!)).toMatchObject({
      language: 'ar',
      direction: 'rtl',
      theme: 'dark',
    });
    expect(document.cookie).toContain('safqa_admin_lang=ar');
    expect(document.cookie).not.toContain('safqa_admin_sidebar');

    writeAdminPrefs({ isSidebarCollapsed: true, pageTitle: 'Shops' });
    expect(readAdminPrefs()).toMatchObject({
      language: 'ar',
      isSidebarCollapsed: true,
      pageTitle: 'Shops',
    });
    expect(document.cookie).toContain('safqa_admin_sidebar=1');
    writeAdminPrefs({ isSidebarCollapsed: false });
    expect(document.cookie).toContain('safqa_admin_sidebar=0');
  });

  it('read the same snapshot until the stored value changes', () => {
    window.localStorage.setItem(ADMIN_PREFS_KEY, '{"theme":"light"}');
    const first = readAdminPrefs();
    expect(readAdminPrefs()).toBe(first);
    window.localStorage.setItem(ADMIN_PREFS_KEY, '{"theme":"system"}');
    expect(readAdminPrefs()).not.toBe(first);
    expect(readAdminPrefs().theme).toBe('system');
  });
});
