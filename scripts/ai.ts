/**
 * Try Maya's AI engine from a terminal, on whichever engine the environment selects
 * (offline by default; AI_BASE_URL / AI_API_KEY / AI_MODEL for an OpenAI-compatible API).
 *   npm run ai -- simulate --seed 42
 *   npm run ai -- chat
 */
import { createInterface } from 'node:readline';
import { createAiEngine, createMemoryUsageRecorder, runSimulation, usesModel, type AiEngineConfig } from '../src/server/modules/ai';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../src/server/modules/ai/testing/sample-personas';
import type { Persona } from '@shared/domain/matching/persona';
import { weekVerdict } from '@shared/domain/week/week-verdict';
import { markReason } from '@shared/domain/week/verdict-reasons';

const config: AiEngineConfig = {
  AI_BASE_URL: process.env.AI_BASE_URL || undefined,
  AI_API_KEY: process.env.AI_API_KEY || undefined,
  AI_MODEL: process.env.AI_MODEL || undefined,
  AI_TIMEOUT_MS: Number(process.env.AI_TIMEOUT_MS) || 20_000,
};
const usage = createMemoryUsageRecorder();
const engine = createAiEngine(config, { usage });
const engineLabel = usesModel(config)
  ? `OpenAI-compatible (${config.AI_MODEL ?? 'gpt-4o-mini'} at ${config.AI_BASE_URL ?? 'api.openai.com'})`
  : 'offline';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const WINDOW_NAMES = (windows: number) => (windows === 3 ? ['Morning', 'Afternoon', 'Evening'] : ['Morning', 'Evening']);

async function simulate(): Promise<void> {
  const seed = Number(arg('seed') ?? Math.floor(Math.random() * 1_000_000));
  if (!Number.isInteger(seed) || seed < 0 || seed >= 1_000_000) throw new Error('--seed must be an integer from 0 to 999999');
  const [a, b] = [SAMPLE_PERSONA_A, SAMPLE_PERSONA_B];
  const first = (p: Persona) => p.name.split(' ')[0]!;
  console.log(`Maya simulation · seed ${seed} · ${engineLabel} engine\n`);
  for (const p of [a, b])
    console.log(
      `  ${p.name} (${p.age_range}, ${p.vibe}, ${p.tone}) · into ${p.social.topics.join(', ')} · extraversion ${p.personality_traits.extraversion}`,
    );
  const width = Math.max(first(a).length, first(b).length);
  let lastDay = 0;
  const { transcript } = await runSimulation(engine, {
    personaA: a,
    personaB: b,
    seed,
    onWindow: (messages, { day, window, windowsToday }) => {
      if (day !== lastDay) {
        console.log(`\n══ Day ${day} ${'═'.repeat(40)}`);
        lastDay = day;
      }
      console.log(`\n  ── ${WINDOW_NAMES(windowsToday)[window - 1]} (window ${window}) ──`);
      for (const m of messages) console.log(`  ${(m.role === 'a' ? first(a) : first(b)).padStart(width)}: ${m.text}`);
    },
  });
  // The score and decision come from the documented rule (docs/compatibility.md), never the model.
  const { score, decision, confidence, why } = weekVerdict({ personaA: a, personaB: b, transcript });
  const conclusion = await engine.concludeSimulation({ personaA: a, personaB: b, transcript, score, decision });
  console.log(`\n══ Result ${'═'.repeat(37)}\n`);
  console.log(`  Decision: ${decision} · confidence ${confidence}\n`);
  console.log('  Why:');
  for (const reason of why) console.log(`   ${reason.tone === 'neutral' ? `• ${reason.text}` : markReason(reason)}`);
  console.log(`\n  The week: ${conclusion.week_summary}\n`);
  console.log(
    `  ${transcript.length} messages.${usesModel(config) ? ` ${usage.totals().calls} model calls, ${usage.totals().tokens} tokens.` : ''}`,
  );
}

async function chat(): Promise<void> {
  console.log(`Chat with Maya (${engineLabel} engine). Type 'exit' to leave.\n`);
  const rl = createInterface({ input: process.stdin, terminal: false });
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  const prompt = () => process.stdout.write('you: ');
  prompt();
  // Reading lines as an async iterator buffers piped input; EOF simply ends the loop.
  for await (const line of rl) {
    const message = line.trim();
    if (!process.stdin.isTTY) process.stdout.write(`${message}\n`);
    if (message === 'exit') break;
    if (message) {
      process.stdout.write('maya: ');
      let reply = '';
      for await (const event of engine.chatReplyStream({ persona: SAMPLE_PERSONA_A, history, message })) {
        if (event.type === 'delta') process.stdout.write(event.text);
        else {
          if (event.fallback) process.stdout.write(`${reply ? '\n      ' : ''}${event.reply}`);
          reply = event.reply;
        }
      }
      process.stdout.write('\n');
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
    }
    prompt();
  }
  rl.close();
  process.stdout.write('\n');
}

const command = process.argv[2];
const run = command === 'simulate' ? simulate : command === 'chat' ? chat : null;
if (!run) {
  console.log('Usage: npm run ai -- simulate [--seed N] | chat');
  process.exitCode = 1;
} else {
  run().catch((err: unknown) => {
    console.warn(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
