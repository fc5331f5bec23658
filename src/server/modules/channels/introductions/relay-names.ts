import type { Database } from '../../../db/client';
import { proposalFor } from '@server/modules/agents';
import type { Turn } from '../turn';
import { queueNotice } from '../notice';
import type { Notify } from './proposal-cards';

/**
 * The first name one member of a pair knows the other by: the /done card's (proposal-view.ts), so
 * the relay signs messages with exactly what an introduction shows, never a surname or an address.
 */
export async function nameOfOther(db: Database, userId: string, pairId: string, now: Date): Promise<string> {
  return (await proposalFor(db, userId, pairId, now))?.firstName ?? 'Your match';
}

/** Queues for another person from inside a turn, and wakes the dispatcher. */
export const notifyFrom =
  (turn: Turn): Notify =>
  async (userId, notice) => {
    const queued = await queueNotice(turn.deps.db, userId, notice, turn.now);
    if (queued) turn.deps.kick();
    return queued;
  };
