import type { IncomingHttpHeaders } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { randomToken } from '../../../lib/tokens';
import type { DevAccounts } from './accounts';
import { memoryAdapterFactory } from './memory-adapter';

/**
 * The built-in OpenID Connect provider (oidc-provider), standing in for Google when nothing is
 * configured. NOTE: refuses to exist in production — it signs in anyone as anyone.
 */
export async function createDevProvider(opts: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: DevAccounts;
  nodeEnv: string;
}) {
  if (opts.nodeEnv === 'production') throw new Error('The built-in sign-in provider (/dev-idp) refuses to start when NODE_ENV=production');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'dev-idp' };
  const provider = new Provider(opts.issuer, {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomToken()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put email and name in the ID token, as Google does.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 86_400, Grant: 86_400, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/dev-idp/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = opts.accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }) };
    },
  });
  // Behind a TLS proxy requests arrive as plain http: read scheme and host from X-Forwarded-*,
  // which servedAtIssuer() sets from the issuer on every request (never the client's own values).
  provider.proxy = true;
  return provider;
}

/**
 * Tells the provider it is served at the issuer's origin, whatever reached this process. It builds
 * its endpoint URLs (discovery, the authorization endpoint, the resume redirect) from the request,
 * so behind a TLS proxy it advertised http:// endpoints for an https:// issuer and the relying
 * party refused them (502 provider_unavailable). Overwrites any X-Forwarded-* the client sent.
 */
export function servedAtIssuer(headers: IncomingHttpHeaders, issuer: URL) {
  headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
  headers['x-forwarded-host'] = issuer.host;
}

export type DevProvider = Awaited<ReturnType<typeof createDevProvider>>;
