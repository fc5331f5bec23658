/**
 * `npm run admin -- invite <email> | approve <email> | waitlist | seed-members <N> … | remove-demo-members | reports`
 * Grants access to Maya; makes demo members and lists reports for the agent network (admin-agents.ts).
 * With PostgreSQL it works on the database directly; with the embedded PGlite (which only one process
 * may open) it asks the server holding the database's lock through its admin API, at the address that
 * server wrote into the lock, and opens the database itself only when no process holds it (ADR 005, ADR 034).
 */
import { loadConfig, type Config } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { pgliteHolder } from '../src/server/db/pglite-lock';
import { readAdminToken } from '../src/server/modules/admin';
import { DEMO_REFUSED_IN_PRODUCTION } from '../src/server/modules/agents';
import { createEmailService } from '../src/server/modules/channels';
import { approve, invite, listWaitlist } from '../src/server/modules/invites';
import { auditWaitlist } from '../src/server/modules/moderation';
import { AGENT_USAGE, databaseBackend, parseAgentCommand, runAgentCommand, serverBackend, type AgentCommand } from './admin-agents';

type Command = { name: 'invite' | 'approve'; email: string } | { name: 'waitlist' };
type Waitlisted = { email: string | null; joined: string | Date; approvedAt: string | Date | null; declinedAt?: string | Date | null };

const USAGE = `usage: npm run admin -- invite <email> | approve <email> | waitlist | ${AGENT_USAGE}`;
const MESSAGES: Record<string, (email: string) => string> = {
  invited: (e) => `${e} is on the invite list; they will be invited when they sign in with this verified e-mail.`,
  invited_signed_up: (e) => `${e} is on the invite list and, already signed up, is invited now ('Continue →' leads to /connections).`,
  approved: (e) => `${e} is approved; an e-mail is on its way (see /dev/outbox when no SMTP_URL is set).`,
  already_approved: (e) => `${e} was already approved.`,
  invited_only: (e) =>
    `${e} has not signed up with this e-mail verified yet; it is on the invite list, and whoever signs in ` +
    `with it, verified by their provider, is approved then.`,
};

function parse(argv: string[]): Command {
  const [name, raw] = argv;
  const email = raw?.trim();
  if (name === 'waitlist') return { name };
  if ((name === 'invite' || name === 'approve') && email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { name, email };
  throw new Error(USAGE);
}

/** The message of an API error body ({ code, message }), or the body as it came. */
const refusalOf = (text: string) => {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    return text;
  }
};

type ServerCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

const serverCall =
  (base: string, token: string): ServerCall =>
  async (method, path, body) => {
    const headers = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!res.ok) throw new Error(`The server refused (${res.status}): ${refusalOf(await res.text())}`);
    return res.json();
  };

const viaServer = (call: ServerCall, command: Command) =>
  (command.name === 'waitlist'
    ? call('GET', '/api/admin/waitlist')
    : call('POST', `/api/admin/${command.name}`, { email: command.email })) as Promise<{ result?: string; entries?: Waitlisted[] }>;

async function withDatabase<T>(config: Config, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
  try {
    await migrate(handle);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

const direct = (config: Config, command: Command) =>
  withDatabase(config, async ({ db }) => {
    if (command.name === 'waitlist') return { entries: await listWaitlist(db) };
    if (command.name === 'invite') return { result: await invite(db, command.email) };
    const email = createEmailService(db, { smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM });
    const { result, userId } = await approve(db, email, command.email, new URL(config.PUBLIC_URL).origin);
    if (userId) await auditWaitlist(db, { userId, action: 'approve', actorEmail: 'cli', reason: 'From the command line' }, new Date());
    return { result };
  });

/** With PGlite: the admin API of the server holding the database, or null when no process holds it (then it is opened here). */
function lockHolderApi(config: Config): ServerCall | null {
  const holder = pgliteHolder(config.PGLITE_DIR);
  if (!holder) return null;
  if (!holder.address)
    throw new Error(
      `The embedded database in ${config.PGLITE_DIR} is in use by process ${holder.pid}, ` +
        'which does not answer the admin API (yet); try again once it has started or finished.',
    );
  const token = readAdminToken(config.ADMIN_TOKEN, config.PGLITE_DIR);
  if (!token) throw new Error(`The Maya server at ${holder.address} holds the database; set ADMIN_TOKEN to the token it was started with.`);
  return serverCall(holder.address, token);
}

async function runAgent(config: Config, command: AgentCommand) {
  if (command.name === 'seed-members' && config.NODE_ENV === 'production') throw new Error(DEMO_REFUSED_IN_PRODUCTION);
  const api = config.DATABASE_URL ? null : lockHolderApi(config);
  if (api) return runAgentCommand(command, serverBackend(api));
  return withDatabase(config, ({ db }) => runAgentCommand(command, databaseBackend(db)));
}

async function main() {
  const argv = process.argv.slice(2);
  const agent = parseAgentCommand(argv, USAGE);
  if (agent) return runAgent(loadConfig(), agent);
  const command = parse(argv);
  const config = loadConfig();
  const api = config.DATABASE_URL ? null : lockHolderApi(config);
  const out = api ? await viaServer(api, command) : await direct(config, command);
  if (command.name === 'waitlist') {
    const entries = out.entries ?? [];
    if (!entries.length) return console.log('The waitlist is empty.');
    for (const e of entries)
      console.log(
        `${String(e.joined).slice(0, 10)}  ${e.email ?? '(no e-mail)'}${e.approvedAt ? '  approved' : e.declinedAt ? '  declined' : ''}`,
      );
    return;
  }
  console.log(MESSAGES[out.result ?? '']?.(command.email) ?? `Done: ${out.result}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
