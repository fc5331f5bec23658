import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { loggerOptions } from '../../lib/logger-options';
import { createAiEngine } from '@server/modules/ai';
import { createMessenger, type Messenger } from './messenger';

/** A clock whose reading is easy to find: it is a parameter of the loop's queries. */
const NOW = new Date('2031-07-19T12:34:56.789Z');

describe("the messenger loop's log", () => {
  let handle: DatabaseHandle | undefined;
  let messenger: Messenger | undefined;
  afterEach(async () => {
    await messenger?.stop();
    await handle?.close();
  });

  it("names a failed query but never its parameters, through the app's logger", async () => {
    // A database without the app's tables: every query of the loop fails, and drizzle's error carries its parameters.
    handle = await openDatabase({ dataDir: 'memory://' });
    const lines: string[] = [];
    let logged: () => void = () => {};
    const firstLine = new Promise<void>((resolve) => (logged = resolve));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        logged();
        done();
      },
    });
    messenger = createMessenger({
      db: handle.db,
      ai: createAiEngine({ AI_TIMEOUT_MS: 1000 }),
      publicUrl: 'http://localhost:3000',
      transports: {},
      telegramUsername: () => 'maya_bot',
      passSoon: async () => {},
      jobs: { trigger: async () => {} },
      now: () => NOW,
      log: pino(loggerOptions({ level: 'info' }), stream),
    });
    messenger.start({ intervalMs: 60_000 });
    await firstLine;
    await messenger.stop();

    const output = lines.join('');
    expect(output).toContain('messenger loop failed');
    expect(output).toContain('Failed query: ');
    expect(output).not.toContain('params');
    expect(output).not.toContain(NOW.toISOString());
  });
});
