import { buildCsp, createNonce } from '@/lib/security/csp';

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
