/**
 * `npm run admin -- invite <email> | approve <email> | waitlist`
 * Grants access to Maya. With PostgreSQL it works on the database directly; with the embedded PGlite
 * (which only one process may open) it asks the server holding the database's lock through its admin
 * API, at the address that server wrote into the lock, and opens the database itself only when no
 * process holds it (ADR 005, ADR 034).
 */
import { loadConfig, type Config } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { pgliteHolder } from '../src/server/db/pglite-lock';
import { readAdminToken } from '../src/server/services/admin/admin-token';
import { createEmailService } from '../src/server/services/email/email-service';
import { approve, invite, listWaitlist } from '../src/server/services/handoff/invites';

type Command = { name: 'invite' | 'approve'; email: string } | { name: 'waitlist' };
type Waitlisted = { email: string | null; joined: string | Date; approvedAt: string | Date | null };

const USAGE = 'usage: npm run admin -- invite <email> | approve <email> | waitlist';
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

async function viaServer(base: string, token: string, command: Command) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res =
    command.name === 'waitlist'
      ? await fetch(`${base}/api/admin/waitlist`, { headers })
      : await fetch(`${base}/api/admin/${command.name}`, { method: 'POST', headers, body: JSON.stringify({ email: command.email }) });
  if (!res.ok) throw new Error(`The server refused: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ result?: string; entries?: Waitlisted[] }>;
}

async function direct(config: Config, command: Command) {
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
  try {
    await migrate(handle);
    if (command.name === 'waitlist') return { entries: await listWaitlist(handle.db) };
    if (command.name === 'invite') return { result: await invite(handle.db, command.email) };
    const email = createEmailService(handle.db, { smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM });
    return { result: await approve(handle.db, email, command.email, new URL(config.PUBLIC_URL).origin) };
  } finally {
    await handle.close();
  }
}

/** With PGlite: the running server's answer, or null when no process holds the database (then it is opened here). */
async function viaLockHolder(config: Config, command: Command) {
  const holder = pgliteHolder(config.PGLITE_DIR);
  if (!holder) return null;
  if (!holder.address)
    throw new Error(
      `The embedded database in ${config.PGLITE_DIR} is in use by process ${holder.pid}, ` +
        'which does not answer the admin API (yet); try again once it has started or finished.',
    );
  const token = readAdminToken(config.ADMIN_TOKEN, config.PGLITE_DIR);
  if (!token) throw new Error(`The Maya server at ${holder.address} holds the database; set ADMIN_TOKEN to the token it was started with.`);
  return viaServer(holder.address, token, command);
}

async function main() {
  const command = parse(process.argv.slice(2));
  const config = loadConfig();
  const out = (config.DATABASE_URL ? null : await viaLockHolder(config, command)) ?? (await direct(config, command));
  if (command.name === 'waitlist') {
    const entries = out.entries ?? [];
    if (!entries.length) return console.log('The waitlist is empty.');
    for (const e of entries)
      console.log(`${String(e.joined).slice(0, 10)}  ${e.email ?? '(no e-mail)'}${e.approvedAt ? '  approved' : ''}`);
    return;
  }
  console.log(MESSAGES[out.result ?? '']?.(command.email) ?? `Done: ${out.result}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
