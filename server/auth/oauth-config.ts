export const OAUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/** One configured sign-in provider; endpoints come from configuration so tests use a local one. */
export interface OAuthProviderConfig {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string;
  /** OpenID issuer (`iss` of the ID token); absent for plain OAuth (Facebook's Graph login). */
  issuer?: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Keys for the ID token's signature (OpenID providers). */
  jwksUri?: string;
  /** Where plain-OAuth providers answer who the user is. */
  userinfoEndpoint?: string;
  scope: string;
  /** Apple answers with a POST to the callback. */
  responseMode?: 'form_post' | 'query';
}

export type OAuthProviders = Partial<Record<OAuthProviderName, OAuthProviderConfig>>;

const DEFAULTS: Record<
  OAuthProviderName,
  Omit<OAuthProviderConfig, 'name' | 'clientId' | 'clientSecret'>
> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: 'openid email profile',
  },
  apple: {
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    scope: 'name email',
    responseMode: 'form_post',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,email',
    scope: 'email public_profile',
  },
};

/**
 * Providers from OAUTH_<NAME>_CLIENT_ID / _CLIENT_SECRET, with _ISSUER, _AUTHORIZATION_URL,
 * _TOKEN_URL, _JWKS_URL, _USERINFO_URL overriding the public endpoints. A provider without a
 * client id is disabled.
 */
export function oauthProvidersFromEnv(env: Record<string, string | undefined>): OAuthProviders {
  const providers: OAuthProviders = {};
  for (const name of OAUTH_PROVIDERS) {
    const prefix = `OAUTH_${name.toUpperCase()}_`;
    const read = (key: string) => env[prefix + key]?.trim() || undefined;
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    if (!clientId || !clientSecret) continue;
    const d = DEFAULTS[name];
    providers[name] = {
      ...d,
      name,
      clientId,
      clientSecret,
      issuer: read('ISSUER') ?? d.issuer,
      authorizationEndpoint: read('AUTHORIZATION_URL') ?? d.authorizationEndpoint,
      tokenEndpoint: read('TOKEN_URL') ?? d.tokenEndpoint,
      jwksUri: read('JWKS_URL') ?? d.jwksUri,
      userinfoEndpoint: read('USERINFO_URL') ?? d.userinfoEndpoint,
    };
  }
  return providers;
}
