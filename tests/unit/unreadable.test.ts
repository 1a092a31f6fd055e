/**
 * @jest-environment node
 */
import { isUnreadable, unreadableResponse } from '@/lib/security/unreadable';

const url = (path: string) => new URL(`http://safqa.test${path}`);

describe('unreadable addresses', () => {
  it.each([
    '/%ff',
    '/en/shop/%ff/x',
    '/media/%c0.svg',
    '/l/%e0%80',
    '/api/v1/%ff',
    '/x%00y',
    '/shops?q=%00',
  ])('%s is unreadable', (path) => expect(isUnreadable(url(path))).toBe(true));

  it.each(['/', '/en/shops?q=noon', '/shop/%D9%86%D9%88%D9%86/x', '/api/v1/shop/shop-list?q=a%00'])(
    '%s is readable (the API refuses its own NUL, naming the parameter)',
    (path) => expect(isUnreadable(url(path))).toBe(false),
  );

  it('answers the API an envelope and a page a page in its language', async () => {
    const api = unreadableResponse(url('/api/v1/%ff'));
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      success: false,
      error: { code: 1006, title: 'BAD_REQUEST', details: [{ key: 'path' }] },
    });
    const en = unreadableResponse(url('/en/%ff'));
    expect(en.status).toBe(400);
    expect(await en.text()).toContain('<html lang="en" dir="ltr">');
    const ar = await unreadableResponse(url('/%ff')).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).not.toContain('<script');
  });
});
