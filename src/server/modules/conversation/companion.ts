import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memoryFacts, preferenceModels, socialContexts, userInteractions } from '../../db/schema';
import {
  classifyMessage,
  detectEmotion,
  type Fact,
  factPhrase,
  type MessageReading,
  nextSocialContext,
  readMessage,
  slotLabel,
  statedFacts,
} from '@server/modules/language';
import { PREFERENCE_LABELS, preferenceLines } from './preference-lines';
import { engagementOf } from '@shared/domain/companion/preferences';
import type { Knowledge } from '@shared/schemas/companion';
import type { AiEngine, CompanionState, AiLogger } from '@server/modules/ai';
import {
  PERSONALITY_CATEGORY,
  loadAdaptations,
  loadPersonality,
  loadPreferences,
  loadSocialContext,
  recordInteractions,
  refreshPreferences,
  reviewEngagement,
  saveSocialContext,
} from './learning-store';
import { forgetSlots, listFacts, readCompanionState, rememberFacts } from './memory-store';
import { withPersonLock } from './person-lock';

export interface IncomingMessage {
  text: string;
  /** The stored chat message's id, kept as the facts' source. */
  messageId?: string | null;
  /** The person's local hour (0..23), for the time-of-day preference. */
  localHour?: number | null;
  /** The turn's reading of the message (readMessage, once per turn); read here when not given. */
  reading?: MessageReading;
}

export interface ReplyTurn {
  /** What the reply needs (chatReplyInputSchema's `companion`). */
  companion: CompanionState;
  /**
   * Starts the turn's writes (memory, interaction, social context, adaptation) once; every call
   * returns the same promise, which never rejects. Call it when the reply's first token is out.
   * NOTE: on PGlite every statement runs on the reply's own thread, so writes started earlier
   * would hold the first token back (they cost a few ms under load).
   */
  save: () => Promise<void>;
}

/** Preferences are recomputed after the first messages, then once per this many messages. */
const REFRESH_EVERY = 5;

/**
 * Before Maya answers a message (issue 14). On the reply's path only what the reply needs: the
 * facts the message states (rules offline, a JSON schema on a model) and ONE read (the current
 * facts that bear on it by slot and full-text search, Maya's personality, the preferred length,
 * the stage). The writes (remember the facts, record the interaction of its kind with its
 * engagement, move the stage, review engagement) run in the person's lock once the caller starts
 * them (`save`, after the first token) while the reply streams; afterReply starts them if nobody
 * did, and waits for them. `logger` is the turn's (the route's request log, the chat app's update log).
 */
export async function beforeReply(
  db: Database,
  ai: AiEngine,
  userId: string,
  message: IncomingMessage,
  logger: AiLogger,
): Promise<ReplyTurn> {
  const reading = message.reading ?? readMessage(message.text);
  const read = { question: reading.question, facts: reading.facts };
  // NOTE: not awaited before the reply: a model's extraction is a whole call, and the first token should
  // not wait for it. The reply knows what the reading found; what is saved is the extraction's.
  const extraction = ai.extractFacts({ message: message.text.slice(0, 4000), read }).then(
    ({ facts }) => facts,
    (err: unknown) => {
      logger.warn({ operation: 'companion.extractFacts', err }, 'companion fact extraction failed');
      return reading.facts;
    },
  );
  const state = await readCompanionState(db, userId, message.text, reading.question);
  // "forget that I live in Lisbon" and "geneva, not zurich" (ADR 039): forgotten slots go, corrections win.
  const revision = reading.revision(state.facts);
  const stated = statedFacts(revision, reading.facts);
  const known = state.facts.filter((f) => !revision.forget.includes(f.slot));
  // What this message says is current already, for this very reply.
  const facts = [...stated, ...known.filter((f) => !stated.some((s) => s.slot === f.slot))];
  const learned = stated.filter((f) => !known.some((c) => c.slot === f.slot && c.value.toLowerCase() === f.value.toLowerCase()));
  let saving: Promise<void> | null = null;
  const save = () =>
    (saving ??= extraction
      .then((extracted) => saveTurn(db, userId, message, statedFacts(revision, extracted), revision.forget))
      .catch((err: unknown) => {
        // The error itself: the log's serializer keeps a failed query's parameters (the person's words) out.
        logger.error({ operation: 'companion.saveTurn', err }, 'Saving what Maya learned failed');
      }));
  return {
    companion: {
      personality: state.personality,
      length: state.length,
      relationshipStage: state.relationshipStage,
      facts: facts.slice(0, 40),
      learned: learned.slice(0, 10),
      forgotten: state.facts.filter((f) => revision.forget.includes(f.slot)).slice(0, 10),
    },
    save,
  };
}

async function saveTurn(db: Database, userId: string, message: IncomingMessage, stated: Fact[], forget: string[]) {
  const emotion = detectEmotion(message.text);
  await withPersonLock(db, userId, async (tx) => {
    await forgetSlots(tx, userId, forget);
    await rememberFacts(tx, userId, stated, { text: message.text, kind: 'chat', messageId: message.messageId });
    const type = classifyMessage(message.text, stated.length);
    await recordInteractions(tx, userId, [
      {
        type,
        content: message.text,
        engagementLevel: engagementOf({ type, content: message.text, emotional: emotion !== 'neutral' }),
        context: {
          emotion,
          facts: stated.length,
          ...(message.messageId ? { messageId: message.messageId } : {}),
          ...(typeof message.localHour === 'number' ? { localHour: message.localHour } : {}),
        },
      },
    ]);
    const before = await loadSocialContext(tx, userId);
    const next = nextSocialContext(before, { type, content: message.text, emotion });
    const messages = (typeof before.socialDynamics.messages === 'number' ? before.socialDynamics.messages : 0) + 1;
    await saveSocialContext(tx, userId, { ...next, socialDynamics: { ...next.socialDynamics, messages } });
    await reviewEngagement(tx, userId, messages);
  });
}

/** After the reply: waits for the turn's writes, records Maya's response, refreshes the learned preferences now and then. */
export async function afterReply(
  db: Database,
  userId: string,
  turn: ReplyTurn | null,
  reply: { text: string; messageId?: string | null; fallback?: boolean },
) {
  await turn?.save();
  await recordInteractions(db, userId, [
    {
      type: 'maya_response',
      content: reply.text,
      engagementLevel: null,
      context: { ...(reply.messageId ? { messageId: reply.messageId } : {}), ...(reply.fallback ? { fallback: true } : {}) },
    },
  ]);
  const social = await loadSocialContext(db, userId);
  const messages = typeof social.socialDynamics.messages === 'number' ? social.socialDynamics.messages : 0;
  if (messages <= 3 || messages % REFRESH_EVERY === 0) await refreshPreferences(db, userId, 0.7);
}

const iso = (d: Date) => d.toISOString();

/** Everything Maya knows about the person, with where it came from ('What Maya knows'). */
export async function knowledgeOf(db: Database, userId: string): Promise<Knowledge> {
  const [facts, prefs, personality, changes, social] = await Promise.all([
    listFacts(db, userId),
    loadPreferences(db, userId),
    loadPersonality(db, userId),
    loadAdaptations(db, userId),
    loadSocialContext(db, userId),
  ]);
  const current = facts.filter((f) => !f.supersededAt).reverse();
  return {
    facts: current.map((f) => ({
      id: f.id,
      slot: f.slot,
      label: slotLabel(f.slot),
      value: f.value,
      phrase: factPhrase(f),
      source: { kind: f.sourceKind === 'edit' ? 'edit' : 'chat', text: f.sourceText, at: iso(f.createdAt) },
      history: facts
        .filter((h) => h.slot === f.slot && h.supersededAt)
        .reverse()
        .map((h) => ({ value: h.value, at: iso(h.createdAt), replaced_at: iso(h.supersededAt!) })),
    })),
    preferences: prefs
      .filter((p) => p.category !== PERSONALITY_CATEGORY && PREFERENCE_LABELS[p.category])
      .map((p) => ({
        category: p.category,
        label: PREFERENCE_LABELS[p.category]!,
        lines: preferenceLines(p.category, p.data),
        confidence: p.confidence,
        updated_at: iso(p.updatedAt),
      })),
    personality,
    changes: changes.filter((c) => c.reason).map((c) => ({ reason: c.reason!, at: iso(c.at) })),
    relationship: { stage: social.relationshipStage, emotional_state: social.userEmotionalState },
  };
}

/** Forget everything: facts and their history, learned preferences, Maya's adaptation, the interactions and the social context. */
export async function forgetEverything(db: Database, userId: string) {
  await withPersonLock(db, userId, async (tx) => {
    await tx.delete(memoryFacts).where(eq(memoryFacts.userId, userId));
    await tx.delete(preferenceModels).where(eq(preferenceModels.userId, userId));
    await tx.delete(userInteractions).where(eq(userInteractions.userId, userId));
    await tx.delete(socialContexts).where(eq(socialContexts.userId, userId));
  });
}
