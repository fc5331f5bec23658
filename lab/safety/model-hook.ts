import { z } from 'zod';
import { KINDS, type Hit, type ScreenContext, type ScreenResult } from '../../src/server/modules/safety/kinds';
import { resultOf, rulesThatFire } from '../../src/server/modules/safety/screen-message';

/**
 * What a model answers (structured output; strict-mode ready: every property required, nothing else).
 * Only kinds: the sender's reason is Maya's own wording, and nothing the model writes is shown or logged.
 */
export const safetyModelOutputSchema = z.strictObject({ kinds: z.array(z.enum(KINDS)) });

/** The instructions to send with the message (the lead's AI engine owns the call itself). */
export const SAFETY_CLASSIFIER_INSTRUCTIONS = [
  'You screen one message a member of a dating service is about to send to someone they were introduced to and have not met.',
  'Answer with the kinds it holds, none if it is ordinary chat:',
  'money (asks for money, gift cards, payment or bank details, or pitches an investment or crypto),',
  'off_platform (pushes to move the chat to another app, a handle or a link),',
  'sexual (sexual content or requests), harassment (insults, slurs, put-downs aimed at the reader),',
  'threat (threatens harm, stalking, sharing pictures, or tells the reader to hurt themselves),',
  'contact (a phone number, e-mail address, username or profile link).',
  'Figures of speech ("I would kill for pizza"), talk about work ("I work in crypto compliance") and swearing about things are not kinds.',
].join(' ');

/** The model's side of a screen: given the message (and the sender's few recent ones), it answers {kinds}. */
export interface SafetyClassifier {
  classify(input: { text: string; recent: readonly string[] }, signal: AbortSignal): Promise<unknown>;
}

type ModelOutcome = 'none' | 'agreed' | 'added' | 'failed';

/**
 * The rules' hits plus any kind the model found that no rule did (rule "model.<kind>"). The rules are the
 * floor: a model can add a kind, never take one away, so a model that fails or says "none" changes nothing.
 */
function withModelKinds(rules: readonly Hit[], output: unknown): { hits: Hit[]; outcome: ModelOutcome } {
  const parsed = safetyModelOutputSchema.safeParse(output);
  if (!parsed.success) return { hits: [...rules], outcome: 'failed' };
  const known = new Set(rules.map((h) => h.kind));
  const added = [...new Set(parsed.data.kinds)].filter((k) => !known.has(k)).map((kind) => ({ kind, rule: `model.${kind}` }));
  return { hits: [...rules, ...added], outcome: added.length ? 'added' : 'agreed' };
}

/**
 * screenMessage with a model beside the rules when one is configured. The model has `timeoutMs` (the relay
 * waits for it); a timeout, an error or an answer that fails the schema leaves the rules' result.
 */
export async function screenMessageWithModel(
  text: string,
  context: ScreenContext | undefined,
  classifier: SafetyClassifier | undefined,
  options: { timeoutMs?: number } = {},
): Promise<ScreenResult & { model: ModelOutcome }> {
  const { hits, contacts } = rulesThatFire(text, context);
  if (!classifier) return { ...resultOf(hits, contacts), model: 'none' };
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    // Settled before the abort, so a classifier that answers on abort still loses the race.
    timer = setTimeout(() => (resolve(TIMED_OUT), abort.abort()), options.timeoutMs ?? 2000);
  });
  let output: unknown;
  try {
    output = await Promise.race([classifier.classify({ text, recent: context?.recent ?? [] }, abort.signal), timedOut]);
  } catch {
    output = TIMED_OUT;
  } finally {
    clearTimeout(timer);
  }
  const merged = output === TIMED_OUT ? { hits, outcome: 'failed' as const } : withModelKinds(hits, output);
  return { ...resultOf(merged.hits, contacts), model: merged.outcome };
}

const TIMED_OUT = Symbol('timed out');
