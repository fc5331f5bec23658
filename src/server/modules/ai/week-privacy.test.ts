import { describe, expect, it } from 'vitest';
import { createAiEngine } from './create-ai-engine';
import { openAiChatServer } from './testing/fake-servers';
import { content, useFakeOpenAi, windowInput } from './testing/openai-engine-harness';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from './testing/sample-personas';

/** Issue 43 item 5 at the engine: private categories never reach a week's writer; contact details never leave it. */
const fake = useFakeOpenAi(openAiChatServer());
const openAi = { model: 'gpt-4o-mini', apiKey: 'sk-test' };
const confiding = {
  ...SAMPLE_PERSONA_A,
  social: {
    topics: ['hiking', 'my antidepressants', 'church', 'bitcoin'],
    style_cues: ['talks about her divorce'],
    recent_posts: ['voting day!'],
  },
};
const PRIVATE = ['antidepress', 'church', 'bitcoin', 'divorce', 'voting'];

describe('a week’s writer sees no private category and hands out no contact details', () => {
  it('sends the model a persona without its private topics, cues and posts', async () => {
    const { engine } = fake.setup({}, undefined, openAi);
    await engine.simulateWindow({ ...windowInput, personaA: confiding });
    await engine.concludeSimulation({ personaA: SAMPLE_PERSONA_B, personaB: confiding, transcript: [], score: 0.6, decision: 'MAYBE' });
    const sent = JSON.stringify(fake.server.requests.map((r) => r.body.messages)).toLowerCase();
    expect(sent).toContain('hiking');
    for (const word of PRIVATE) expect(sent).not.toContain(word);
  });

  it('asks for the verdict as a strict structured field', async () => {
    const { engine } = fake.setup({}, undefined, openAi);
    const out = await engine.concludeSimulation({
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      transcript: [],
      score: 0.6,
      decision: 'NO',
    });
    expect(out.verdict).toEqual({ decision: 'NO', date_planned: true, warm: true });
    const format = fake.server.requests[0]!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(JSON.stringify(format.json_schema!.schema)).toContain('date_planned');
  });

  it('redacts the e-mail, phone number, link and handle a model writes into a week', async () => {
    const { engine } = fake.setup({}, undefined, openAi);
    fake.handler = () =>
      content({
        messages: [
          { role: 'a', text: 'Call me on +351 912 345 678 or mail ana@x.com' },
          { role: 'b', text: 'Find me at www.insta.com/bruno or @bruno_c' },
          { role: 'a', text: 'Sounds good!' },
          { role: 'b', text: 'See you.' },
        ],
      });
    const out = await engine.simulateWindow(windowInput);
    expect(out.messages.map((m) => m.text)).toEqual([
      'Call me on [phone removed] or mail [email removed]',
      'Find me at [link removed] or [handle removed]',
      'Sounds good!',
      'See you.',
    ]);
  });

  it('keeps private categories out of the offline engine’s week too', async () => {
    const offline = createAiEngine({ AI_TIMEOUT_MS: 1_000 });
    const text = JSON.stringify(
      await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((day) =>
          offline.simulateWindow({ ...windowInput, day, window: 1, personaA: confiding, personaB: confiding }),
        ),
      ),
    ).toLowerCase();
    for (const word of PRIVATE) expect(text).not.toContain(word);
  });
});
