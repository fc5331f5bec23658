import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client';
import { proposalReadyJob } from '../../../src/server/modules/channels';
import { addProposal, signedInMember, type SignedInMember } from './agent-fixtures';
import { connectDev, deliverAll, devChat, fakeClock, tapAndAnswer } from './messenger';
import { getTestDatabase } from '../../setup/test-db';
import { createTestApp } from './test-app';

/**
 * Two members, Ana and Bruno, each with the embedded dev chat connected, and a proposal between
 * them (issue 32 items 4 and 5). Their surnames and e-mails must never reach the other.
 */
export const ANA = { name: 'Ana Souza', email: 'ana.souza@example.com', birthDate: '1996-03-10' };
export const BRUNO = { name: 'Bruno Costa', email: 'bruno.costa@example.com', birthDate: '1992-05-20' };

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The channels' proposal-ready job, as the agent's queue runs it once a week has proposed the pair (ADR 050). */
export const proposalReady = (db: Database, pairId: string, now: Date) =>
  proposalReadyJob({ db }).handler({ pairId }, { now, jobId: 'test', log: silent });

type Message = { from: string; text: string; status: string; buttons: { label: string; data: string }[][] };

export async function twoMembers(options: { adminToken?: string; config?: Record<string, string> } = {}) {
  const clock = fakeClock(new Date());
  const app: FastifyInstance = await createTestApp(options.config ?? {}, { messenger: { now: clock.now }, adminToken: options.adminToken });
  const { db } = await getTestDatabase();
  const ana = await signedInMember(app, db, ANA);
  const bruno = await signedInMember(app, db, BRUNO);
  await connectDev(ana);
  await connectDev(bruno);
  const deliver = () => deliverAll(app, clock);
  /** Maya's messages (and relayed ones) delivered to the person's dev chat since the welcome, oldest first. */
  const inbox = async (m: SignedInMember): Promise<Message[]> => {
    await deliver();
    return ((await devChat(m)).messages as Message[]).filter(
      (x) => x.from === 'maya' && x.status === 'sent' && !x.text.startsWith("You're connected"),
    );
  };
  const lastText = async (m: SignedInMember) => (await inbox(m)).at(-1)!.text;
  /** Taps the button with that label on the person's latest message that has it; the answer's words once the inbox worked it. */
  const tap = async (m: SignedInMember, label: string): Promise<string | null> => {
    const message = (await inbox(m)).reverse().find((x) => x.buttons.flat().some((b) => b.label === label));
    if (!message) throw new Error(`no "${label}" button`);
    return (await tapAndAnswer(app, m, message.buttons.flat().find((b) => b.label === label)!.data)) ?? null;
  };
  const shortlist = async (m: SignedInMember) => (await m.request({ method: 'GET', url: '/api/agent/shortlist' })).json().proposals;
  const propose = (spec: Parameters<typeof addProposal>[3] = {}) => addProposal(db, ana.userId, bruno.userId, spec);
  return { app, db, clock, ana, bruno, deliver, inbox, lastText, tap, shortlist, propose };
}
