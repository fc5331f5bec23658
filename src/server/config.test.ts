import { describe, expect, it } from 'vitest';
import { allowedOrigins, loadConfig } from './config';

describe('environment validation at boot', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, PUBLIC_URL: 'http://localhost:3000', PGLITE_DIR: './data', RATE_LIMIT_MAX: 100, RATE_LIMIT_WINDOW_MS: 60_000, TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('fails loudly on a bad value, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET is required/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '7200' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('allows the app origin plus configured CORS origins', () => {
    expect(allowedOrigins(loadConfig({ PUBLIC_URL: 'https://maya.app/', CORS_ORIGINS: 'https://a.example, https://b.example' }))).toEqual(['https://maya.app', 'https://a.example', 'https://b.example']);
  });
});
