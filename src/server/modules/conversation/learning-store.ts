import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preferenceModels, socialContexts, userInteractions } from '../../db/schema';
import {
  ADAPTATION_CONFIDENCE,
  adaptToEngagement,
  applyFeedback,
  normalizePersonality,
  type Adaptation,
  type CompanionPersonality,
  type FeedbackKind,
} from '@shared/domain/companion/personality';
import {
  BATCH_CONFIDENCE,
  communicationStyle,
  engagementPreferences,
  interests,
  type PreferenceCategory,
} from '@shared/domain/companion/preferences';
import { normalizeSocialContext, type SocialContextState } from '@server/modules/language';
import { TOPIC_CATALOGUE } from '../../domain/topics/topic-catalogue';

export const PERSONALITY_CATEGORY = 'companion_personality';
/** How many recent interactions the preference models are computed from. */
const LEARNING_WINDOW = 200;
/** Engagement adapts the personality once per this many of the person's messages. */
const ENGAGEMENT_REVIEW_EVERY = 10;

export interface InteractionInput {
  type: string;
  content: string | null;
  context: Record<string, unknown>;
  engagementLevel: number | null;
  timestamp?: Date;
  clientId?: string | null;
}

/** Stores interactions; one the client already sent (same client id) is skipped, not stored twice. */
export async function recordInteractions(db: Db, userId: string, items: readonly InteractionInput[]): Promise<number> {
  if (!items.length) return 0;
  const rows = await db
    .insert(userInteractions)
    .values(
      items.map((i) => ({
        userId,
        type: i.type,
        content: i.content?.slice(0, 4000) ?? null,
        context: i.context,
        engagementLevel: i.engagementLevel,
        timestamp: i.timestamp ?? new Date(),
        clientId: i.clientId ?? null,
      })),
    )
    .onConflictDoNothing({ target: [userInteractions.userId, userInteractions.clientId] })
    .returning({ id: userInteractions.id });
  return rows.length;
}

const PERSON_MESSAGE_TYPES = ['message', 'deep_conversation', 'personal_sharing'];

export function topicsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return TOPIC_CATALOGUE.filter((lex) => lex.keywords.some((k) => new RegExp(`\\b${k}`).test(lower))).map((lex) => lex.label);
}

/** The person's local hour: the client's `localHour` when it sent one, else the UTC hour. */
const hourOf = (i: { context: Record<string, unknown>; timestamp: Date }) => {
  const h = i.context.localHour;
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h < 24 ? h : i.timestamp.getUTCHours();
};

/**
 * updatePreferences (spec §7.1) for the three learned categories, recomputed from the person's
 * recent interactions by the shared functions, with the given confidence (0.6 for the client's
 * batches, spec §7.1).
 */
export async function refreshPreferences(db: Database, userId: string, confidence = BATCH_CONFIDENCE): Promise<PreferenceCategory[]> {
  const recent = await db
    .select({
      type: userInteractions.type,
      content: userInteractions.content,
      context: userInteractions.context,
      engagementLevel: userInteractions.engagementLevel,
      timestamp: userInteractions.timestamp,
    })
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), sql`${userInteractions.type} <> 'personality_adaptation'`))
    .orderBy(desc(userInteractions.createdAt))
    .limit(LEARNING_WINDOW);
  const said = recent.filter((i) => PERSON_MESSAGE_TYPES.includes(i.type) && i.content);
  const data: Record<PreferenceCategory, Record<string, unknown>> = {
    communication_style: { ...communicationStyle(said.map((i) => i.content!)) },
    engagement_preferences: {
      ...engagementPreferences(
        recent.map((i) => ({ hour: hourOf(i), day: i.timestamp.toISOString().slice(0, 10), engagementLevel: i.engagementLevel })),
      ),
    },
    interests: { top: interests(said.map((i) => ({ text: i.content!, topics: topicsIn(i.content!) }))) },
  };
  const categories = Object.keys(data) as PreferenceCategory[];
  for (const category of categories) await updatePreferences(db, userId, category, data[category], confidence);
  return categories;
}

/** Spec §7.1 updatePreferences: one row per person and category (confidence default 0.7). */
export async function updatePreferences(
  db: Database,
  userId: string,
  category: string,
  preferenceData: Record<string, unknown>,
  confidence = 0.7,
) {
  await db
    .insert(preferenceModels)
    .values({ userId, preferenceCategory: category, preferenceData, confidence })
    .onConflictDoUpdate({
      target: [preferenceModels.userId, preferenceModels.preferenceCategory],
      set: { preferenceData, confidence, updatedAt: sql`now()` },
    });
}

/** Spec §7.2: preference_models by user_id, updated_at descending. */
export function loadPreferences(db: Database, userId: string) {
  return db
    .select({
      category: preferenceModels.preferenceCategory,
      data: preferenceModels.preferenceData,
      confidence: preferenceModels.confidence,
      updatedAt: preferenceModels.updatedAt,
    })
    .from(preferenceModels)
    .where(eq(preferenceModels.userId, userId))
    .orderBy(desc(preferenceModels.updatedAt));
}

export async function loadPersonality(db: Database, userId: string): Promise<CompanionPersonality> {
  const [row] = await db
    .select({ data: preferenceModels.preferenceData })
    .from(preferenceModels)
    .where(and(eq(preferenceModels.userId, userId), eq(preferenceModels.preferenceCategory, PERSONALITY_CATEGORY)));
  return normalizePersonality(row?.data);
}

/** Saves an adaptation and its personality_adaptation interaction (spec §9, confidence 0.8). Inside withPersonLock. */
async function saveAdaptation(tx: Database, userId: string, adaptation: Adaptation, extra: Record<string, unknown>) {
  if (!adaptation.changes.length) return;
  const p = adaptation.personality;
  await updatePreferences(tx, userId, PERSONALITY_CATEGORY, { ...p, ...extra }, ADAPTATION_CONFIDENCE);
  await recordInteractions(tx, userId, [
    {
      type: 'personality_adaptation',
      content: adaptation.reason,
      engagementLevel: null,
      context: { confidence: ADAPTATION_CONFIDENCE, changes: adaptation.changes, reason: adaptation.reason, ...extra },
    },
  ]);
}

/** The person's feedback on Maya (e.g. on a reply). Inside withPersonLock. */
export async function giveFeedback(tx: Database, userId: string, kind: FeedbackKind, messageId: string | null): Promise<Adaptation> {
  const adaptation = applyFeedback(await loadPersonality(tx, userId), kind);
  await saveAdaptation(tx, userId, adaptation, messageId ? { messageId } : {});
  return adaptation;
}

/**
 * Spec §9 engagement adaptation, reviewed once per ENGAGEMENT_REVIEW_EVERY of the person's
 * messages (not on every message, which would push proactiveness to 1 within a few messages).
 * Inside withPersonLock.
 */
export async function reviewEngagement(tx: Database, userId: string, messages: number): Promise<Adaptation | null> {
  if (messages === 0 || messages % ENGAGEMENT_REVIEW_EVERY !== 0) return null;
  const levels = await tx
    .select({ level: userInteractions.engagementLevel })
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), inArray(userInteractions.type, PERSON_MESSAGE_TYPES)))
    .orderBy(desc(userInteractions.createdAt))
    .limit(ENGAGEMENT_REVIEW_EVERY);
  const values = levels.map((l) => l.level).filter((l): l is number => typeof l === 'number');
  if (!values.length) return null;
  const avg = values.reduce((a, b) => a + b, 0) / values.length;
  const adaptation = adaptToEngagement(await loadPersonality(tx, userId), avg);
  await saveAdaptation(tx, userId, adaptation, { averageEngagement: Math.round(avg * 100) / 100 });
  return adaptation;
}

export async function loadSocialContext(db: Database, userId: string): Promise<SocialContextState> {
  const [row] = await db.select({ state: socialContexts.state }).from(socialContexts).where(eq(socialContexts.userId, userId)).limit(5);
  return normalizeSocialContext(row?.state);
}

export async function saveSocialContext(tx: Database, userId: string, state: SocialContextState) {
  const value = state as unknown as Record<string, unknown>;
  await tx
    .insert(socialContexts)
    .values({ userId, state: value })
    .onConflictDoUpdate({ target: socialContexts.userId, set: { state: value, updatedAt: sql`now()` } });
}

/** The last adaptations with their reasons, newest first ('why Maya changed'). */
export function loadAdaptations(db: Database, userId: string, limit = 5) {
  return db
    .select({ reason: userInteractions.content, context: userInteractions.context, at: userInteractions.createdAt })
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.type, 'personality_adaptation')))
    .orderBy(desc(userInteractions.createdAt))
    .limit(limit);
}
