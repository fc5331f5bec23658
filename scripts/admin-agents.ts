/**
 * The agent network's admin commands (issue 31, docs/agents.md): `seed-members <N> [--near <city>]
 * [--seed <n>]`, `remove-demo-members` and `reports`. scripts/admin.ts decides where they run (the
 * running server's admin API with PGlite, the database directly otherwise); this file parses them,
 * sends a large pool in parts and prints the answers.
 */
import type { Database } from '../src/server/db/client';
import { listMemberReports, removeDemoMembers, seedDemoMembers } from '../src/server/modules/agents';
import { DEMO_MEMBERS_PER_REQUEST, MAX_DEMO_MEMBERS } from '../src/shared/schemas/admin';

export type AgentCommand =
  { name: 'seed-members'; count: number; near: string | null; seed: number } | { name: 'remove-demo-members' } | { name: 'reports' };

export const AGENT_USAGE = 'seed-members <N> [--near <city>] [--seed <n>] | remove-demo-members | reports';

type Part = { count: number; seed: number; near: string | null; from: number };
type Seeded = { created: number; skipped: number; seed: number; near: { name: string; country: string } | null };
type Member = { userId: string; firstName: string | null };
type Report = { createdAt: string | Date; reason: string; note: string; status: string; reporter: Member; reported: Member };

/** What the commands need, answered by the server's admin API or by the database itself. */
export interface AgentBackend {
  seed(part: Part): Promise<Seeded>;
  remove(): Promise<{ removed: number }>;
  reports(): Promise<{ reports: Report[] }>;
}

/** The agent command in argv, null for another command; throws `usage` for a malformed one. */
export function parseAgentCommand(argv: string[], usage: string): AgentCommand | null {
  const [name, ...rest] = argv;
  if (name === 'remove-demo-members' || name === 'reports') {
    if (rest.length) throw new Error(usage);
    return { name };
  }
  if (name !== 'seed-members') return null;
  const [countText, ...flags] = rest;
  const count = Number(countText);
  if (!/^\d+$/.test(countText ?? '') || count < 1 || count > MAX_DEMO_MEMBERS)
    throw new Error(`seed-members takes a number of members from 1 to ${MAX_DEMO_MEMBERS.toLocaleString('en')}.\n${usage}`);
  let near: string | null = null;
  let seed = Math.floor(Math.random() * 2 ** 31);
  for (let i = 0; i < flags.length; i += 2) {
    const [flag, value] = [flags[i], flags[i + 1]];
    if (flag === '--near' && value?.trim()) near = value.trim();
    else if (flag === '--seed' && /^\d+$/.test(value ?? '') && Number(value) < 2 ** 31) seed = Number(value);
    else throw new Error(usage);
  }
  return { name: 'seed-members', count, near, seed };
}

export const serverBackend = (call: (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>): AgentBackend => ({
  seed: (part) => call('POST', '/api/admin/seed-members', part) as Promise<Seeded>,
  remove: () => call('POST', '/api/admin/remove-demo-members', {}) as Promise<{ removed: number }>,
  reports: () => call('GET', '/api/admin/reports') as Promise<{ reports: Report[] }>,
});

export const databaseBackend = (db: Database): AgentBackend => ({
  seed: (part) => seedDemoMembers(db, part),
  remove: async () => ({ removed: await removeDemoMembers(db) }),
  reports: async () => ({ reports: await listMemberReports(db) }),
});

const who = (m: Member) => `${m.firstName ?? '(no name)'} (${m.userId})`;

/** Runs the command and prints what it did. */
export async function runAgentCommand(command: AgentCommand, backend: AgentBackend): Promise<void> {
  if (command.name === 'remove-demo-members') {
    const { removed } = await backend.remove();
    return console.log(removed ? `Removed ${removed.toLocaleString('en')} demo members.` : 'There were no demo members.');
  }
  if (command.name === 'reports') {
    const { reports } = await backend.reports();
    if (!reports.length) return console.log('No reports.');
    for (const r of reports) {
      const when = new Date(r.createdAt).toISOString().slice(0, 16).replace('T', ' ');
      console.log(
        `${when}  ${r.status.padEnd(8)}  ${r.reason.padEnd(13)}  ${who(r.reporter)} reported ${who(r.reported)}${r.note ? `: ${r.note}` : ''}`,
      );
    }
    return;
  }
  const { count, seed, near } = command;
  let created = 0;
  let place: Seeded['near'] = null;
  for (let from = 0; from < count; from += DEMO_MEMBERS_PER_REQUEST) {
    const part = await backend.seed({ count: Math.min(DEMO_MEMBERS_PER_REQUEST, count - from), seed, near, from });
    created += part.created;
    place = part.near;
    if (count > DEMO_MEMBERS_PER_REQUEST)
      console.log(`… ${Math.min(count, from + DEMO_MEMBERS_PER_REQUEST).toLocaleString('en')} of ${count.toLocaleString('en')}`);
  }
  const where = place ? `most in and around ${place.name}, ${place.country}` : 'in large cities around the world';
  const already = count - created ? ` (${(count - created).toLocaleString('en')} of this seed were already there)` : '';
  console.log(
    `Made ${created.toLocaleString('en')} demo members (seed ${seed}), ${where}${already}. They are in the pool now; ` +
      '`npm run admin -- remove-demo-members` removes every demo member.',
  );
}
