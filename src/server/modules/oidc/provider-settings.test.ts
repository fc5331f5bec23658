import { describe, expect, it } from 'vitest';
import { configSchema } from '../../config';
import { createDevAccounts } from './dev-idp/accounts';
import { createDevProvider } from './dev-idp/provider';
import { providerSettings } from './provider-settings';

const config = (env: Record<string, string> = {}) => configSchema.parse({ PUBLIC_URL: 'http://localhost:3000', ...env });

describe('which identity provider signs people in', () => {
  it('uses Google when its client is configured, with offline access and consent', () => {
    const s = providerSettings(config({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', OIDC_ISSUER_URL: 'https://other' }), 'dev');
    expect(s).toEqual({
      kind: 'google',
      issuerUrl: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      authParams: { access_type: 'offline', prompt: 'consent' },
    });
  });

  it('uses any issuer when OIDC_ISSUER_URL is set', () => {
    const s = providerSettings(config({ OIDC_ISSUER_URL: 'https://idp.example', OIDC_CLIENT_ID: 'maya' }), 'dev');
    expect(s).toMatchObject({ kind: 'issuer', issuerUrl: 'https://idp.example', clientId: 'maya', authParams: {} });
  });

  it('falls back to the built-in provider at /dev-idp', () => {
    expect(providerSettings(config(), 'sekrit')).toMatchObject({
      kind: 'dev',
      issuerUrl: 'http://localhost:3000/dev-idp',
      clientSecret: 'sekrit',
      authParams: { prompt: 'login' },
    });
  });

  it('refuses a production start without a real provider', () => {
    expect(() => providerSettings(config({ NODE_ENV: 'production' }), 'dev')).toThrow(/built-in sign-in provider is off in production/);
  });

  it('the built-in provider itself refuses to start in production', async () => {
    const opts = {
      issuer: 'http://localhost:3000/dev-idp',
      clientId: 'maya-dev',
      clientSecret: 's',
      redirectUri: 'http://localhost:3000/auth/callback',
      accounts: createDevAccounts(),
    };
    await expect(createDevProvider({ ...opts, nodeEnv: 'production' })).rejects.toThrow(/refuses to start when NODE_ENV=production/);
  });
});
