import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { configSchema, type Config } from '../../../src/server/config';
import { getTestDatabase, resetDatabase } from '../../setup/test-db';

export const ORIGIN = 'http://localhost:3000';

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  configSchema.parse({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, RATE_LIMIT_MAX: '10000', ...overrides });

/** The real app on the worker's test database (emptied first). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Pick<
    AppOptions,
    'ai' | 'adminToken' | 'agentJobs' | 'email' | 'inbound' | 'messaging' | 'messenger' | 'onRoute' | 'simulation' | 'redis'
  > = {},
): Promise<FastifyInstance> {
  const handle = await getTestDatabase();
  await resetDatabase(handle);
  const app = await buildApp({ config: testConfig(overrides), db: handle.db, ...options });
  await app.ready();
  return app;
}
