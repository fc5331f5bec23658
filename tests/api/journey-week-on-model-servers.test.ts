import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { completeAssessment } from './helpers/assessment';
import { MODEL_LINE, MODEL_SERVERS, MODEL_SUMMARY, useModelServer } from './helpers/model-servers';
import { signIn } from './helpers/sign-in';
import { readSse } from './helpers/sse';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';
import { testDriver } from '../setup/test-db';

openTestDatabaseFirst();

type Final = { transcript: { text: string; day: number }[]; engine?: string; week_summary: string };

/** Issue 43 item 7: the week a person watches on /simulation, written by the model on each server people run. */
describe.each(MODEL_SERVERS)(`the journey’s week on $name, on ${testDriver()}`, (server) => {
  const model = useModelServer(server);
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('is the model’s week, every line and the summary, with no call the server refuses', async () => {
    app = await createTestApp(model.env());
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const b = await signIn(app);
    await completeAssessment(b);
    const { run } = (await b.request({ method: 'POST', url: '/api/simulation/runs', payload: {} })).json() as { run: { id: string } };
    const path = `/api/simulation/runs/${run.id}/events`;
    const cookie = b.jar.header(path);
    const { events } = await readSse(base + path, { headers: cookie ? { cookie } : {} });
    expect(events.filter((e) => e.event === 'start').map((e) => (e.data as { engine: string }).engine)).toEqual(['model']);
    const final = events.at(-1)!;
    expect(final.event).toBe('final');
    const week = final.data as Final;
    expect(week).toMatchObject({ engine: 'model', week_summary: MODEL_SUMMARY });
    // Seven days, every line the model's (late days too: their prompts fit the server's context).
    expect(new Set(week.transcript.map((m) => m.day)).size).toBe(7);
    for (const m of week.transcript) expect(m.text).toMatch(MODEL_LINE);
    expect(model.calls('simulateWindow')).toBeGreaterThanOrEqual(14);
    expect(model.calls('concludeSimulation')).toBe(1);
  });
});
