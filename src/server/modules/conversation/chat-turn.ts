import type { Database } from '../../db/client';
import type { ChatMessage } from '@shared/schemas/mobile-chat';
import type { AiEngine, AiLogger } from '@server/modules/ai';
import { careOf, readMessage, type CareKind } from '@server/modules/language';
import { careText, countryOf } from './care';
import { afterReply, beforeReply, type ReplyTurn } from './companion';
import { loadUserPersona } from './user-persona';
import { HISTORY_FOR_REPLY, recentMessages, replyTo, saveMessage, toChatMessage, type StoredChatMessage } from './chat-history';

export type ChatTurnEvent =
  | { event: 'message'; data: ChatMessage }
  | { event: 'delta'; data: { text: string } }
  | { event: 'reply'; data: { message: ChatMessage; fallback: boolean; care?: CareKind } };

export type ChatTurnInput = {
  userId: string;
  /** The phone's mobile-chat session; null for a turn from the messaging app (modules/channels). */
  sessionId: string | null;
  content: string;
  clientId: string;
  type?: 'text' | 'voice';
  durationMs?: number | null;
  /** false: store the person's message only (a voice note nobody could transcribe). */
  reply?: boolean;
  /** The person has someone Maya introduced (an open relay): harm done by "he" or "she" may be theirs. */
  introduced?: boolean;
};

export type ChatTurnOptions = {
  /** The turn's log: the route's request log (its request id), the chat app's update log (its inbox id). */
  log: AiLogger;
  /** Stops the model call when the phone goes away. */
  signal?: AbortSignal;
};

/**
 * One turn of the chat: stores the person's message, then streams Maya's reply (from the AI engine,
 * with their persona and the conversation so far) and stores it. A retried send (same client id)
 * stores nothing twice: it gets the stored reply back, or a reply if the first try never finished.
 */
export async function* chatTurn(db: Database, ai: AiEngine, input: ChatTurnInput, options: ChatTurnOptions): AsyncGenerator<ChatTurnEvent> {
  const { message, created } = await saveMessage(db, {
    userId: input.userId,
    sessionId: input.sessionId,
    role: 'user',
    content: input.content,
    type: input.type ?? 'text',
    clientId: input.clientId,
    durationMs: input.durationMs ?? null,
  });
  yield { event: 'message', data: toChatMessage(message) };
  if (input.reply === false) return;
  if (!created) {
    const stored = await replyTo(db, input.userId, message);
    if (stored) return yield { event: 'reply', data: { message: toChatMessage(stored), fallback: false } };
  }
  const care = careOf(message.content, { introduced: input.introduced });
  if (care) return yield* careReply(db, input, message, care);
  yield* streamReply(db, ai, input, message, options);
}

/**
 * A message about self-harm, suicide or abuse gets care, on either engine, never small talk (issue 42 item 2): no model
 * call, and nothing of it is read as a fact to remember.
 */
async function* careReply(db: Database, input: ChatTurnInput, message: StoredChatMessage, care: CareKind): AsyncGenerator<ChatTurnEvent> {
  const saved = await saveMessage(db, {
    userId: input.userId,
    sessionId: input.sessionId,
    role: 'assistant',
    content: careText(care, await countryOf(db, input.userId)),
    type: 'text',
    clientId: `reply-${message.id}`,
    durationMs: null,
  });
  yield { event: 'reply', data: { message: toChatMessage(saved.message), fallback: false, care } };
}

async function* streamReply(
  db: Database,
  ai: AiEngine,
  input: ChatTurnInput,
  message: StoredChatMessage,
  { log, signal }: ChatTurnOptions,
): AsyncGenerator<ChatTurnEvent> {
  const [persona, history] = await Promise.all([
    loadUserPersona(db, input.userId),
    recentMessages(db, input.userId, HISTORY_FOR_REPLY + 1),
  ]);
  const earlier = history
    .filter((m) => m.id !== message.id)
    .slice(-HISTORY_FOR_REPLY)
    .map((m) => ({ role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: m.content.slice(0, 4000) }));
  // The message is read once (modules/language), for the memory and for the offline reply alike.
  const reading = readMessage(message.content);
  // Issue 14: what Maya remembers and how she has adapted. NOTE: never breaks the chat (spec §8.6: logged, then without it).
  const incoming = { text: message.content, messageId: message.id, reading };
  const turn: ReplyTurn | null = await beforeReply(db, ai, input.userId, incoming, log).catch((err: unknown) => {
    log.warn({ err }, 'companion beforeReply failed');
    return null;
  });
  try {
    for await (const event of ai.chatReplyStream(
      {
        persona: persona ?? undefined,
        history: earlier,
        message: message.content,
        companion: turn?.companion,
        read: { question: reading.question, facts: reading.facts },
      },
      signal,
    )) {
      if (event.type === 'delta') {
        yield { event: 'delta', data: { text: event.text } };
        // The first token is out: what Maya learned from the message is saved while the rest streams.
        void turn?.save();
        continue;
      }
      // The phone left and the model call was stopped: no canned line stands in for a reply nobody read,
      // so a retried send gets a real reply rather than the stored fallback.
      if (event.fallback && signal?.aborted) return;
      // The reply's client id ties it to the message: parallel retries store one reply.
      const saved = await saveMessage(db, {
        userId: input.userId,
        sessionId: input.sessionId,
        role: 'assistant',
        content: event.reply,
        type: 'text',
        clientId: `reply-${message.id}`,
        durationMs: null,
      });
      yield { event: 'reply', data: { message: toChatMessage(saved.message), fallback: event.fallback && saved.created } };
      if (saved.created) {
        await afterReply(db, input.userId, turn, { text: event.reply, messageId: saved.message.id, fallback: event.fallback }).catch(
          (err: unknown) => log.warn({ err }, 'companion afterReply failed'),
        );
      }
    }
  } finally {
    // A reply cut short (the phone went away) still keeps what the person said.
    void turn?.save();
  }
}
