import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import { personalityProfiles, profiles, users } from '../../src/server/db/schema';
import { createConnectToken } from '../../src/server/modules/channels';
import type { FakeTelegramApi } from '../../tests/api/helpers/fake-telegram-api';

export type Chat = { userId: string; chatId: number };

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const HEXACO = { openness: 0.7, conscientiousness: 0.6, extraversion: 0.55, agreeableness: 0.65, emotionality: 0.5, honesty_humility: 0.6 };

/**
 * `count` people with a profile, each connected to a Telegram chat of their own the way a person
 * connects: a one-time deep-link token, then `/start <token>` through the webhook; resolves once
 * every welcome has reached the (fake) Bot API.
 */
export async function bindChats(
  app: FastifyInstance,
  db: Database,
  fake: FakeTelegramApi,
  count: number,
  post: (chat: Chat, text: string) => Promise<Response>,
): Promise<Chat[]> {
  const chats: Chat[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await db
      .insert(users)
      .values({ issuer: 'https://bench.invalid', subject: `messaging-${i}`, email: `bench${i}@example.com`, emailVerified: true })
      .returning({ id: users.id });
    await db
      .insert(profiles)
      .values({ userId: user!.id, displayName: `Bench ${i}`, email: `bench${i}@example.com`, onboardingCompleted: true });
    await db.insert(personalityProfiles).values({ userId: user!.id, hexacoScores: HEXACO });
    const chat = { userId: user!.id, chatId: 700_000 + i };
    const res = await post(chat, `/start ${await createConnectToken(db, user!.id)}`);
    if (!res.ok) throw new Error(`binding chat ${i}: ${res.status}`);
    chats.push(chat);
  }
  await fake.waitFor('sendMessage', count);
  void app;
  return chats;
}
