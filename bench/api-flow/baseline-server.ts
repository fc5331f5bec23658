/**
 * The baseline of bench/api-flow.bench.ts: a bare node:http server doing what GET /api/flow does —
 * read the token from the cookie, hash it, run the route's two statements (./statements.ts, named
 * on PostgreSQL like the app's), answer JSON — and nothing else: no framework, hooks, logging or
 * validation. On PostgreSQL (DATABASE_URL) through a node-postgres pool of the app's size; else on
 * PGlite in PGLITE_DIR. BASELINE=fastify serves the same through a bare Fastify (one route, no
 * plugins, no hooks, no logger): the framework's own floor.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { FLOW_FACTS, SESSION_BY_ACCESS_TOKEN } from './statements';

type Statement = typeof SESSION_BY_ACCESS_TOKEN | typeof FLOW_FACTS;
type Run = (statement: Statement, values: unknown[]) => Promise<unknown[][]>;

async function openRunner(): Promise<Run> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, application_name: 'maya-bench-baseline', max: 10 });
    return async ({ name, text }, values) => (await pool.query({ name, text, values, rowMode: 'array' })).rows as unknown[][];
  }
  const db = await PGlite.create(process.env.PGLITE_DIR!);
  return async ({ text }, values) => (await db.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
}

const run = await openRunner();
const tokenOf = (cookie = '') => /(?:^|;\s*)maya_at=([^;]+)/.exec(cookie)?.[1];

async function flowOf(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const [session] = await run(SESSION_BY_ACCESS_TOKEN, SESSION_BY_ACCESS_TOKEN.values(hash, new Date().toISOString()));
  if (!session) return null;
  const [facts] = await run(FLOW_FACTS, FLOW_FACTS.values(session[3] as string));
  return facts ?? null;
}

async function serveBare() {
  const server = createServer(async (req, res) => {
    if (req.url === '/api/health') return res.writeHead(200).end();
    const token = tokenOf(req.headers.cookie);
    const flow = req.url === '/api/flow' && token ? await flowOf(token) : null;
    if (!flow) return res.writeHead(401).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(flow));
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
}

async function serveFastify() {
  const app = Fastify();
  app.get('/api/health', async () => ({}));
  app.get('/api/flow', async (req, reply) => {
    const token = tokenOf(req.headers.cookie);
    const flow = token ? await flowOf(token) : null;
    return flow ?? reply.code(401).send();
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

await (process.env.BASELINE === 'fastify' ? serveFastify() : serveBare());
// NOTE: exits at once: autocannon's last requests may still be in flight, and a closed pool would throw under them.
process.once('SIGTERM', () => process.exit(0));
