import { OAuth2Server } from 'oauth2-mock-server';

export interface ProviderIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
}

/**
 * A local OpenID provider (oauth2-mock-server: RS256 keys, PKCE, nonce) that, like Google's and
 * Apple's consoles, knows a fixed list of callback addresses: an authorization request with any
 * other redirect_uri ends on the provider's own error page instead of going back, and a code
 * exchange naming another redirect_uri is refused. `redirectUris` lists every one it was sent.
 */
export async function startOneCallbackProvider(registered: readonly string[], port = 0) {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(port, '127.0.0.1');
  const issuer = `http://127.0.0.1:${provider.address().port}`;
  provider.issuer.url = issuer;
  const redirectUris: string[] = [];
  let identity: ProviderIdentity = {
    sub: 'nobody',
    email: 'nobody@example.com',
    email_verified: true,
  };

  provider.service.on(
    'beforeAuthorizeRedirect',
    (redirect: { url: URL }, req: { url?: string }) => {
      const asked = new URL(req.url ?? '/', issuer).searchParams.get('redirect_uri') ?? '';
      redirectUris.push(asked);
      if (!registered.includes(asked)) {
        redirect.url.href = `${issuer}/redirect_uri_mismatch?redirect_uri=${encodeURIComponent(asked)}`;
      }
    },
  );
  provider.service.on(
    'beforeResponse',
    (response: { body: unknown; statusCode: number }, req: { body?: Record<string, unknown> }) => {
      const asked = String(req.body?.redirect_uri ?? '');
      redirectUris.push(asked);
      if (!registered.includes(asked)) {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'redirect_uri mismatch' };
      }
    },
  );
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });

  return {
    issuer,
    redirectUris,
    setIdentity(next: ProviderIdentity) {
      identity = next;
    },
    /** The OAUTH_<NAME>_* settings of a provider on this issuer. */
    settings(name: 'GOOGLE' | 'APPLE') {
      return {
        [`OAUTH_${name}_CLIENT_ID`]: `safqa-${name.toLowerCase()}`,
        [`OAUTH_${name}_CLIENT_SECRET`]: `${name.toLowerCase()}-secret`,
        [`OAUTH_${name}_ISSUER`]: issuer,
        [`OAUTH_${name}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
        [`OAUTH_${name}_TOKEN_URL`]: `${issuer}/token`,
        [`OAUTH_${name}_JWKS_URL`]: `${issuer}/jwks`,
      };
    },
    stop: () => provider.stop(),
  };
}
