import type { Config } from '../../config';

/** Which identity provider signs people in, derived from the environment (Google > any issuer > built-in). */
export type ProviderSettings = {
  kind: 'google' | 'issuer' | 'dev';
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  /** Extra authorization parameters the provider needs. */
  authParams: Record<string, string>;
};

export const DEV_IDP_PATH = '/dev-idp';
export const DEV_CLIENT_ID = 'maya-dev';

export function providerSettings(config: Config, devClientSecret: string): ProviderSettings {
  if (config.GOOGLE_CLIENT_ID) {
    return {
      kind: 'google',
      issuerUrl: 'https://accounts.google.com',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authParams: { access_type: 'offline', prompt: 'consent' },
    };
  }
  if (config.OIDC_ISSUER_URL) {
    return {
      kind: 'issuer',
      issuerUrl: config.OIDC_ISSUER_URL,
      clientId: config.OIDC_CLIENT_ID!,
      clientSecret: config.OIDC_CLIENT_SECRET,
      authParams: {},
    };
  }
  if (config.NODE_ENV === 'production') {
    throw new Error(
      'Invalid environment:\n  set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET or OIDC_ISSUER_URL; the built-in sign-in provider is off in production',
    );
  }
  // prompt=login: the built-in provider always asks who you are, so one browser can try several people.
  return {
    kind: 'dev',
    issuerUrl: `${new URL(config.PUBLIC_URL).origin}${DEV_IDP_PATH}`,
    clientId: DEV_CLIENT_ID,
    clientSecret: devClientSecret,
    authParams: { prompt: 'login' },
  };
}

export const callbackUrl = (config: Config) => `${new URL(config.PUBLIC_URL).origin}/auth/callback`;
