import { boolean, index, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { DEFAULT_ARCHETYPE } from '@shared/domain/assessment/archetypes';
import { users } from './auth';

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    email: text('email'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** 'approved' means invited; anything else means not invited. */
    inviteStatus: text('invite_status').notNull().default('not_invited'),
    tinderConnected: boolean('tinder_connected').notNull().default(false),
    hingeConnected: boolean('hinge_connected').notNull().default(false),
    /** Steps the person finished with a continue action (reveal, connections, simulation). */
    flowMarks: jsonb('flow_marks').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_email_idx').on(t.email)],
);

const section = (name: string) => jsonb(name).$type<Record<string, unknown>>().notNull().default({});

export const comprehensivePersonalityProfiles = pgTable(
  'comprehensive_personality_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corePersonalityMatrix: section('core_personality_matrix'),
    behavioralDna: section('behavioral_dna'),
    communicationSignature: section('communication_signature'),
    psychologicalDrivers: section('psychological_drivers'),
    cognitiveProcessing: section('cognitive_processing'),
    microBehavioralSignatures: section('micro_behavioral_signatures'),
    relationshipPatterns: section('relationship_patterns'),
    digitalTwinProfile: section('digital_twin_profile'),
    idealMatchProfile: section('ideal_match_profile'),
    reliabilityScores: section('reliability_scores'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('comprehensive_personality_profiles_user_id_key').on(t.userId)],
);

export const personalityProfiles = pgTable(
  'personality_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hexacoScores: jsonb('hexaco_scores').$type<Record<string, number>>().notNull(),
    archetype: text('archetype').notNull().default(DEFAULT_ARCHETYPE),
    confidence: real('confidence').notNull().default(0),
    insights: jsonb('insights').$type<string[]>().notNull().default([]),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('personality_profiles_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);

export const preferenceModels = pgTable(
  'preference_models',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferenceCategory: text('preference_category').notNull(),
    preferenceData: jsonb('preference_data').$type<Record<string, unknown>>().notNull().default({}),
    confidence: real('confidence').notNull().default(0.7),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('preference_models_user_id_category_key').on(t.userId, t.preferenceCategory),
    index('preference_models_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc()),
  ],
);
