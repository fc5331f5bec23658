/** The real server's environment in the benches: production settings, the log written to a file. */
export const productionEnv = (env: { DATABASE_URL?: string; PGLITE_DIR?: string; PORT: string }): Record<string, string> => ({
  ...env,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${env.PORT}`,
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  // Production refuses the built-in provider; discovery is lazy, so this issuer is never called.
  OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
  OIDC_CLIENT_ID: 'bench',
  // Every autocannon client shares one address: a limit high enough to count every request without refusing them.
  RATE_LIMIT_MAX: '100000000',
});
