import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { GENDERS, LOOKING_FOR } from '../../src/shared/schemas/member-preferences';

/**
 * The replay bench's decision logs (issue 41 item 4, docs/matching.md "Replay logs"): a directory
 * with `members.jsonl` (one member a line) and `decisions.jsonl` (one Approve or Pass a line).
 * Every field but id, gender, seeks and age may be missing, on any member or on all of them.
 */

const unit = z.number().min(0).max(1);
export const replayMemberSchema = z.object({
  id: z.string().min(1),
  gender: z.enum(GENDERS),
  seeks: z.array(z.enum(GENDERS)).min(1),
  age: z.number().int().min(18).max(120),
  age_min: z.number().int().optional(),
  age_max: z.number().int().optional(),
  looking_for: z.enum(LOOKING_FOR).optional(),
  interests: z.array(z.string()).optional(),
  hexaco: z
    .object({
      honesty_humility: unit,
      emotionality: unit,
      extraversion: unit,
      agreeableness: unit,
      conscientiousness: unit,
      openness: unit,
    })
    .optional(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
  max_km: z.number().positive().optional(),
});
export type ReplayMember = z.infer<typeof replayMemberSchema>;

export const replayDecisionSchema = z.object({
  /** Any number; equal `t` is the same moment. */
  t: z.number(),
  from: z.string().min(1),
  to: z.string().min(1),
  decision: z.enum(['approve', 'pass']),
});
export type ReplayDecision = z.infer<typeof replayDecisionSchema>;

export interface ReplayLog {
  members: ReplayMember[];
  decisions: ReplayDecision[];
}

function readJsonl<T>(file: string, schema: z.ZodType<T>): T[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: T[] = [];
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(`${file}:${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
    out.push(parsed.data);
  }
  return out;
}

/** Reads and checks a log directory; a decision naming an unknown member, or a member deciding on themself, is an error. */
export function readReplayLog(dir: string): ReplayLog {
  const members = readJsonl(join(dir, 'members.jsonl'), replayMemberSchema);
  const decisions = readJsonl(join(dir, 'decisions.jsonl'), replayDecisionSchema);
  const ids = new Set(members.map((m) => m.id));
  if (ids.size !== members.length) throw new Error(`${dir}/members.jsonl: a member id appears twice`);
  for (const [i, d] of decisions.entries()) {
    if (!ids.has(d.from) || !ids.has(d.to))
      throw new Error(`${dir}/decisions.jsonl:${i + 1}: unknown member ${ids.has(d.from) ? d.to : d.from}`);
    if (d.from === d.to) throw new Error(`${dir}/decisions.jsonl:${i + 1}: a member decides on themself`);
  }
  return { members, decisions };
}

/** Writes a log directory, one JSON object a line, keys in the documented order. */
export function writeReplayLog(dir: string, log: ReplayLog): void {
  mkdirSync(dir, { recursive: true });
  const lines = (rows: readonly object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  writeFileSync(join(dir, 'members.jsonl'), lines(log.members));
  writeFileSync(join(dir, 'decisions.jsonl'), lines(log.decisions.map(({ t, from, to, decision }) => ({ t, from, to, decision }))));
}
