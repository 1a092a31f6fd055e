import { buildCsp, createNonce } from '@/lib/security/csp';
import { chatSettingsOf, integrationSources } from '@/lib/site/integrations.mjs';

describe('content security policy', () => {
  it('has no unsafe-eval in production and uses the nonce', () => {
    const csp = buildCsp('abc', { development: false, https: true });
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('allows eval only in development', () => {
    expect(buildCsp('abc', { development: true, https: false })).toContain("'unsafe-eval'");
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe('the CSP and the configured third parties', () => {
  const chat = { NEXT_PUBLIC_CHAT_URL: 'https://chat.example', NEXT_PUBLIC_CHAT_TOKEN: 'tok' };
  const analytics = { NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example' };

  it('is unchanged when neither the chat nor the collector is configured', () => {
    const options = { development: false, https: true };
    const bare = buildCsp('abc', options);
    expect(buildCsp('abc', { ...options, integrations: integrationSources({}) })).toBe(bare);
    // Half a chat configuration is none.
    const half = integrationSources({ NEXT_PUBLIC_CHAT_URL: chat.NEXT_PUBLIC_CHAT_URL });
    expect(buildCsp('abc', { ...options, integrations: half })).toBe(bare);
  });

  it("adds the chat's origin to scripts, frames, images and connections; the collector to connections only", () => {
    const csp = buildCsp('abc', {
      development: false,
      https: true,
      integrations: integrationSources({ ...chat, ...analytics }),
    });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://chat.example;");
    expect(csp).toContain(
      "connect-src 'self' https://chat.example wss://chat.example https://stats.example;",
    );
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://chat.example;",
    );
    expect(csp).toContain("img-src 'self' data: blob: https: https://chat.example;");
    expect(chatSettingsOf(chat)).toEqual({ baseUrl: 'https://chat.example', websiteToken: 'tok' });
  });
});
