import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from '../../lib/tokens';

export const ADMIN_TOKEN_FILE = '.admin-token';

/**
 * The admin API's bearer token: ADMIN_TOKEN, or one generated once into the data directory
 * (readable only by its owner) so `npm run admin` on the same machine can find it.
 */
export function ensureAdminToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, ADMIN_TOKEN_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomToken();
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

export function readAdminToken(configured: string | undefined, dataDir: string): string | null {
  if (configured) return configured;
  const file = join(dataDir, ADMIN_TOKEN_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
