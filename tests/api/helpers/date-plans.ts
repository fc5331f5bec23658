import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client';
import * as t from '../../../src/server/db/schema';
import { addProposal, signedInMember, type SignedInMember } from './agent-fixtures';
import { connectDev, devChat } from './messenger';

type Message = {
  from: string;
  text: string;
  buttons: { label: string; data: string }[][];
  document: { content: string; mime_type: string } | null;
};

/** Maya's messages in the person's dev chat, oldest first, with buttons and documents. */
export const mayaMessages = async (b: SignedInMember) => ((await devChat(b)).messages as Message[]).filter((m) => m.from === 'maya');
export const lastFromMaya = async (b: SignedInMember) => (await mayaMessages(b)).at(-1)!;

/** Two members with dev chats in their own zones, introduced to each other (both approved). */
export async function introducedPair(app: FastifyInstance, db: Database, zones: { ana: string; bruno: string }) {
  const ana = await signedInMember(app, db, { name: 'Ana Silva', email: 'ana@example.com' });
  const bruno = await signedInMember(app, db, { name: 'Bruno Costa', email: 'bruno@example.com' });
  for (const [member, zone] of [
    [ana, zones.ana],
    [bruno, zones.bruno],
  ] as const) {
    await connectDev(member);
    await db.update(t.messengerLinks).set({ timeZone: zone }).where(eq(t.messengerLinks.userId, member.userId));
  }
  const pairId = await addProposal(db, ana.userId, bruno.userId, {
    status: 'introduced',
    decisions: { [ana.userId]: 'approve', [bruno.userId]: 'approve' },
  });
  await db.update(t.agentPairs).set({ introducedAt: new Date() }).where(eq(t.agentPairs.id, pairId));
  return { ana, bruno, pairId };
}

/** An .ics property's value (first occurrence). */
export const icsField = (ics: string, name: string) => new RegExp(`^${name}[:;]([^\\r\\n]*)`, 'm').exec(ics)?.[1] ?? null;
