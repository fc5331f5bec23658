/**
 * The baseline of bench/api-flow.bench.ts: a bare node:http server and a node-postgres pool doing
 * what GET /api/flow does — hash the cookie's token, then the same 4 queries, one after another —
 * and nothing else (no framework, no hooks, no logging, no validation).
 * BASELINE=two-prepared does instead what Maya does since docs/decisions/011: the session query,
 * then one query for the flow facts, both named (prepared) statements — the same database work as
 * Maya, so the gap left is the framework's.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, application_name: 'maya-bench-baseline' });
const tokenOf = (cookie = '') => /(?:^|;\s*)maya_at=([^;]+)/.exec(cookie)?.[1];

const SESSION = `select s.id, s.access_expires_at, s.expires_at, u.id as user_id, u.email, u.created_at
  from sessions s join users u on u.id = s.user_id
  where s.access_token_hash = $1 and s.revoked_at is null and s.access_expires_at > $2 limit 1`;
const PROFILE =
  'select onboarding_completed, invite_status, tinder_connected, hinge_connected, flow_marks from profiles where user_id = $1 limit 1';
const PERSONALITY = 'select id from personality_profiles where user_id = $1 limit 1';
const AUTOMATION = 'select count(*) from automation_sessions where user_id = $1';

const FLOW_FACTS = `select p.onboarding_completed, p.invite_status, p.tinder_connected, p.hinge_connected, p.flow_marks,
    exists (select 1 from personality_profiles pp where pp.user_id = u.id) as has_personality,
    (select count(*) from automation_sessions a where a.user_id = u.id) as automations
  from users u left join profiles p on p.user_id = u.id where u.id = $1`;

const fourQueries = async (hash: string) => {
  const session = (await pool.query(SESSION, [hash, new Date()])).rows[0];
  if (!session) return null;
  const profile = (await pool.query(PROFILE, [session.user_id])).rows[0];
  const personality = (await pool.query(PERSONALITY, [session.user_id])).rows[0];
  const automation = (await pool.query(AUTOMATION, [session.user_id])).rows[0];
  return { profile, hasPersonalityProfile: Boolean(personality), automationSessionCount: Number(automation.count) };
};

const twoPrepared = async (hash: string) => {
  const session = (await pool.query({ name: 'session', text: SESSION, values: [hash, new Date()] })).rows[0];
  if (!session) return null;
  return (await pool.query({ name: 'flow_facts', text: FLOW_FACTS, values: [session.user_id] })).rows[0];
};

const flowOf = process.env.BASELINE === 'two-prepared' ? twoPrepared : fourQueries;

const server = createServer(async (req, res) => {
  const token = tokenOf(req.headers.cookie);
  if (req.url !== '/api/flow' || !token) return res.writeHead(401).end();
  const hash = createHash('sha256').update(token).digest('hex');
  const flow = await flowOf(hash);
  if (!flow) return res.writeHead(401).end();
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(flow));
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
