import type { Database } from '../../db/client';
import type { JobTrigger } from '../../lib/job-definition';
import type { AiEngine } from '@server/modules/ai';
import type { MessengerLink } from './links';
import { enqueue } from './outbox-store';
import type { Channel, ChatButton, ChatDocument, InboundEvent, InboundResult, Transport } from './transport';

/** What the conversation needs from the app. `now` is the clock (tests fix it). */
export type MessengerDeps = {
  db: Database;
  ai: AiEngine;
  /** Where links in Maya's answers point (PUBLIC_URL's origin). */
  publicUrl: string;
  transports: Partial<Record<Channel, Transport>>;
  /** Who `https://t.me/<bot>?start=…` names. */
  telegramUsername: () => string;
  /** The agent's queue: a resumed agent looks for candidates soon (docs/agents.md). */
  passSoon: (userId: string) => Promise<void>;
  /** The app's queue, for jobs sent by name (an outcome saved: the ranker's update, ADR 064). */
  jobs: JobTrigger;
  now: () => Date;
  /** Wakes the dispatcher: a message was queued. */
  kick: () => void;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

export type Say = (text: string, extra?: { buttons?: ChatButton[][]; document?: ChatDocument }) => Promise<void>;

/** One inbound update from a connected chat, and how to answer into that chat. */
export type Turn = { deps: MessengerDeps; link: MessengerLink; event: InboundEvent; now: Date; say: Say };

/** Answers go through the outbox, each keyed by the update and its place, so a retried update queues nothing twice. */
export function turnOf(deps: MessengerDeps, link: MessengerLink, event: InboundEvent, now: Date): Turn {
  let n = 0;
  const say: Say = async (text, extra = {}) => {
    await enqueue(
      deps.db,
      {
        userId: link.userId,
        channel: link.channel as Channel,
        address: link.address,
        text,
        ...extra,
        dedupeKey: `${event.updateId}#${n++}`,
      },
      now,
    );
    deps.kick();
  };
  return { deps, link, event, now, say };
}

export const doneUrl = (deps: MessengerDeps) => `${new URL(deps.publicUrl).origin}/done`;

export type ButtonHandler = (turn: Turn, rest: string) => Promise<InboundResult | void>;
