import * as client from 'openid-client';
import { toStorableText } from '@shared/lib/storable-text';
import { TEXT_LIMITS } from '@shared/lib/bounded';
import type { ProviderSettings } from './provider-settings';

export type IdentityClaims = { issuer: string; subject: string; email: string | null; emailVerified: boolean; name: string | null };
export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

/**
 * The relying-party side of OpenID Connect: authorization code flow with PKCE, state and nonce.
 * Discovery is lazy and cached, and retried after a failure.
 */
export function createOidcClient(settings: ProviderSettings, redirectUri: string, fetchImpl?: typeof fetch) {
  let configuration: Promise<client.Configuration> | undefined;

  const getConfiguration = () => {
    configuration ??= client
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        {
          execute: new URL(settings.issuerUrl).protocol === 'http:' ? [client.allowInsecureRequests] : [],
          ...(fetchImpl ? { [client.customFetch]: fetchImpl as client.CustomFetch } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    settings,
    newChecks: (): SignInChecks => ({
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    }),

    async authorizationUrl(checks: SignInChecks): Promise<string> {
      const config = await getConfiguration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...settings.authParams,
      }).href;
    },

    /** Redeems the code from the callback query and returns who signed in. Throws on any mismatch. */
    async exchange(callbackQuery: string, checks: SignInChecks): Promise<IdentityClaims> {
      const config = await getConfiguration();
      const currentUrl = new URL(`${redirectUri}${callbackQuery.startsWith('?') ? '' : '?'}${callbackQuery}`);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims() };
      if ((!claims.email || !claims.name) && config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, String(claims.sub))), ...claims };
      }
      return {
        issuer: toStorableText(String(claims.iss ?? config.serverMetadata().issuer)),
        subject: toStorableText(String(claims.sub)),
        // As the provider wrote it: the one e-mail normalisation happens where the person is stored (users.ts).
        email: typeof claims.email === 'string' ? toStorableText(claims.email) : null,
        emailVerified: claims.email_verified === true,
        name: displayNameClaim(claims.name),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * The provider's display name as we can store and show it: NUL and lone surrogates would make
 * every sign-in of that person fail in the database, so they are cleaned here, and a name is at
 * most TEXT_LIMITS.name characters (never cutting an emoji in half).
 */
export function displayNameClaim(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const cleaned = Array.from(toStorableText(name)).slice(0, TEXT_LIMITS.name).join('').trim();
  return cleaned || null;
}
