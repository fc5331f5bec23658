import { desc, eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { rowsOf } from './helpers/personal-columns';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`data model on ${testDriver()}`, () => {
  beforeEach(async () => resetDatabase(await getTestDatabase()));

  it('keys people by (issuer, subject) and refuses a duplicate', async () => {
    const { db } = await getTestDatabase();
    await db.insert(t.users).values({ issuer: 'https://idp', subject: 'a', email: 'a@example.com' });
    await expect(db.insert(t.users).values({ issuer: 'https://idp', subject: 'a' })).rejects.toThrow();
    await db.insert(t.users).values({ issuer: 'https://other', subject: 'a' });
    expect(await db.select().from(t.users)).toHaveLength(2);
  });

  it('creates a profile with the spec defaults and cascades deletes from the user', async () => {
    const { db } = await getTestDatabase();
    const [user] = await db.insert(t.users).values({ issuer: 'i', subject: 's' }).returning();
    await db.insert(t.profiles).values({ userId: user!.id, displayName: 'Ada' });
    const [profile] = await db.select().from(t.profiles).where(eq(t.profiles.userId, user!.id));
    expect(profile).toMatchObject({
      inviteStatus: 'not_invited',
      onboardingCompleted: false,
      tinderConnected: false,
      hingeConnected: false,
      flowMarks: [],
    });
    await db.delete(t.users).where(eq(t.users.id, user!.id));
    expect(await db.select().from(t.profiles)).toHaveLength(0);
  });

  it('returns the latest personality profile and stores JSON sections as jsonb', async () => {
    const { db } = await getTestDatabase();
    const [user] = await db.insert(t.users).values({ issuer: 'i', subject: 's' }).returning();
    await db.insert(t.personalityProfiles).values({ userId: user!.id, hexacoScores: { openness: 0.2 }, createdAt: new Date('2026-01-01') });
    await db.insert(t.personalityProfiles).values({ userId: user!.id, hexacoScores: { openness: 0.9 }, createdAt: new Date('2026-02-01') });
    const [latest] = await db
      .select()
      .from(t.personalityProfiles)
      .where(eq(t.personalityProfiles.userId, user!.id))
      .orderBy(desc(t.personalityProfiles.createdAt))
      .limit(1);
    expect(latest!.hexacoScores.openness).toBe(0.9);
    expect(latest!.archetype).toBe('The Explorer');
  });

  it('records one scene response per scene per assessment session', async () => {
    const { db } = await getTestDatabase();
    const [user] = await db.insert(t.users).values({ issuer: 'i', subject: 's' }).returning();
    const [session] = await db.insert(t.assessmentSessions).values({ userId: user!.id }).returning();
    const row = { sessionId: session!.id, sceneId: 'scene-1', optionSelected: 'a', reactionTimeMs: 900 };
    await db.insert(t.sceneResponses).values(row).onConflictDoNothing();
    await db
      .insert(t.sceneResponses)
      .values({ ...row, optionSelected: 'b' })
      .onConflictDoNothing();
    const rows = await db.select().from(t.sceneResponses);
    expect(rows.map((r) => r.optionSelected)).toEqual(['a']);
  });

  it('keeps security events when the user is deleted, without the user id', async () => {
    const { db } = await getTestDatabase();
    const [user] = await db.insert(t.users).values({ issuer: 'i', subject: 's' }).returning();
    await db.insert(t.securityEvents).values({ eventType: 'auth_success', riskLevel: 'LOW', userId: user!.id });
    await db.delete(t.users).where(eq(t.users.id, user!.id));
    const [event] = await db.select().from(t.securityEvents);
    expect(event).toMatchObject({ eventType: 'auth_success', userId: null });
  });

  it('has exactly the columns the schema declares, without the ones the product never used (issue 29 item 8, migration 0009)', async () => {
    const { db } = await getTestDatabase();
    const rows = rowsOf<{ table_name: string; column_name: string }>(
      await db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`),
    );
    const inDatabase = rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
    const declared = (Object.values(t) as unknown[])
      .filter((table): table is PgTable => is(table, PgTable))
      .flatMap((table) => Object.values(getTableColumns(table)).map((column) => `${getTableName(table)}.${column.name}`))
      .sort();
    const migrationsTable = (name: string) => name.startsWith('__drizzle');
    expect(inDatabase.filter((name) => !migrationsTable(name))).toEqual(declared);
    for (const dropped of [
      'preference_models.digital_twin_profile',
      'preference_models.lifestyle_dossier',
      'mobile_chat_sessions.conversation_history',
    ])
      expect(inDatabase).not.toContain(dropped);
  });
});
