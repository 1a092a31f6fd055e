import { configureChat, loadChat, openChat } from '@/lib/site/chat';

const OPTIONS = { baseUrl: 'https://chat.example', websiteToken: 'tok', locale: 'ar', rtl: true };

afterEach(() => {
  document.body.innerHTML = '';
  delete window.chatwootSDK;
  delete window.chatwootSettings;
  delete window.$chatwoot;
});

/** What the real SDK does when its script has run and `run()` is called: a ready widget. */
function sdkLoads() {
  const calls: unknown[][] = [];
  window.chatwootSDK = {
    run(options) {
      calls.push(['run', options]);
      window.$chatwoot = {
        hasLoaded: true,
        setUser: (id, user) => calls.push(['setUser', id, user]),
        setLocale: (locale) => calls.push(['setLocale', locale]),
        toggle: (state) => calls.push(['toggle', state]),
      };
      window.dispatchEvent(new Event('chatwoot:ready'));
    },
  };
  const script = document.querySelector('script');
  script?.dispatchEvent(new Event('load'));
  return calls;
}

describe('the live chat loader', () => {
  it('does nothing unconfigured', async () => {
    configureChat(null);
    await loadChat();
    expect(document.querySelector('script')).toBeNull();
  });

  it('adds the SDK once, in the page language and direction, and names the shopper', async () => {
    configureChat(OPTIONS, async () => ({ id: 'u1', name: 'Layla Haddad', email: 'l@x.io' }));
    const first = loadChat();
    const again = loadChat();
    expect(again).toBe(first);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://chat.example/packs/js/sdk.js');
    expect(window.chatwootSettings).toEqual({ locale: 'ar', position: 'left', type: 'standard' });

    const calls = sdkLoads();
    await first;
    await Promise.resolve();
    expect(calls).toEqual([
      ['run', { websiteToken: 'tok', baseUrl: 'https://chat.example' }],
      ['setUser', 'u1', { name: 'Layla Haddad', email: 'l@x.io' }],
    ]);

    openChat();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.at(-1)).toEqual(['toggle', 'open']);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
