import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrate } from '../../db/migrate';
import { users } from '../../db/schema';
import { loggerOptions } from '../../lib/logger-options';
import { createAiEngine } from '@server/modules/ai';
import * as language from '@server/modules/language';
import { chatTurn, type ChatTurnEvent } from './chat-turn';

// Every reader outside the language module goes through its face: counted here.
vi.mock('@server/modules/language', async (importOriginal) => {
  const face = await importOriginal<typeof import('@server/modules/language')>();
  return { ...face, readMessage: vi.fn(face.readMessage), questionOf: vi.fn(face.questionOf), factsOf: vi.fn(face.factsOf) };
});

const log = pino(loggerOptions({ level: 'warn' }));
/** Opening and migrating an embedded database takes a while on a busy 2-core machine. */
const OPEN_MS = 120_000;

describe('a chat turn reads the message once (issue 40: readMessage)', () => {
  let handle: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const [user] = await handle.db.insert(users).values({ issuer: 'test', subject: 'ada' }).returning({ id: users.id });
    userId = user!.id;
  }, OPEN_MS);
  afterAll(async () => handle?.close());

  const turn = async (content: string) => {
    const events: ChatTurnEvent[] = [];
    const ai = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    for await (const e of chatTurn(handle.db, ai, { userId, sessionId: null, content, clientId: content }, { log })) events.push(e);
    return events.find((e) => e.event === 'reply');
  };

  it('reads a fact once for the memory, the offline extraction and the offline reply', async () => {
    vi.mocked(language.readMessage).mockClear();
    vi.mocked(language.questionOf).mockClear();
    vi.mocked(language.factsOf).mockClear();
    const reply = await turn('I live in Lisbon');
    expect(reply?.event).toBe('reply');
    expect(vi.mocked(language.readMessage).mock.calls).toEqual([['I live in Lisbon']]);
    expect(language.questionOf).not.toHaveBeenCalled();
    expect(language.factsOf).not.toHaveBeenCalled();
  });

  it('reads a question once, and answers it from what the first turn remembered', async () => {
    vi.mocked(language.readMessage).mockClear();
    vi.mocked(language.questionOf).mockClear();
    vi.mocked(language.factsOf).mockClear();
    const reply = await turn('Where do I live?');
    expect(reply?.event === 'reply' && reply.data.message.content).toMatch(/Lisbon/);
    expect(vi.mocked(language.readMessage).mock.calls).toEqual([['Where do I live?']]);
    expect(language.questionOf).not.toHaveBeenCalled();
    expect(language.factsOf).not.toHaveBeenCalled();
  });
});
