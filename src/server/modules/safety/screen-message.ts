import { addressIn, spelledEmailIn } from './address-rules';
import { contactsIn } from './contact-rules';
import {
  orderKinds,
  verdictOf,
  type Hit,
  type Kind,
  type ModelLabel,
  type ModelOutcome,
  type ScreenContext,
  type ScreenResult,
} from './kinds';
import { moneyRules } from './money-rules';
import { viewsOf } from './normalise';
import { offPlatformRules } from './off-platform-rules';
import { reasonFor } from './reasons';
import { threatRules } from './threat-rules';
import { wordRules } from './word-rules';

/** Contact details the relay's own detector does not read: addresses, e-mails spelled around its shapes. */
const extraContacts = (views: ReturnType<typeof viewsOf>, found: readonly string[]) => [
  ...(addressIn(views) ? ['contact.address'] : []),
  ...(!found.includes('email') && spelledEmailIn(views) ? ['contact.email'] : []),
];

/** A handle or a profile link is also a way off the platform (the relay holds it back as a contact detail too). */
const handOver = (contacts: readonly string[]) =>
  contacts.includes('username') || contacts.includes('link') ? ['off_platform.handle'] : [];

/** Every rule that fires on the message, most serious kind first. */
export function rulesThatFire(text: string, context: ScreenContext = {}): { hits: Hit[]; contacts: ReturnType<typeof contactsIn> } {
  const views = viewsOf(text);
  const recent = (context.recent ?? []).slice(-3).map(viewsOf);
  const contacts = contactsIn(views);
  const words = wordRules(views);
  const byKind: [Kind, string[]][] = [
    ['threat', threatRules(views)],
    ['contact', [...contacts.map((c) => `contact.${c}`), ...extraContacts(views, contacts)]],
    ['money', moneyRules(views, recent)],
    ['off_platform', [...offPlatformRules(views), ...handOver(contacts)]],
    ['sexual', words.sexual],
    ['harassment', words.harassment],
  ];
  return { hits: byKind.flatMap(([kind, rules]) => rules.map((rule) => ({ kind, rule }))), contacts };
}

/** The result for a set of hits (the rule shown is the first of the most serious kind). */
export function resultOf(hits: readonly Hit[], contacts: Parameters<typeof reasonFor>[2] = [], modelReason = ''): ScreenResult {
  const kinds = orderKinds(hits.map((h) => h.kind));
  const first = kinds[0];
  const rule = first ? hits.find((h) => h.kind === first)!.rule : 'none';
  const byModel = rule.startsWith(MODEL_RULE) ? modelReason : '';
  return { verdict: verdictOf(kinds), kinds, rule, reason: reasonFor(kinds, rule, contacts, byModel) };
}

const MODEL_RULE = 'model.';

/**
 * The rules' hits and the model's label (ADR 065): the rules are the floor. A kind only the model found is added
 * (rule "model.<kind>", which may raise a flag to a block); "benign" or a kind the rules found changes nothing.
 * `overruled`: the model saw nothing where a rule fired (counted, to tune either).
 */
function withModel(hits: readonly Hit[], model: ModelLabel): { hits: Hit[]; model: ModelOutcome } {
  if (model.label === 'benign') return { hits: [...hits], model: hits.length ? 'overruled' : 'agreed' };
  if (hits.some((h) => h.kind === model.label)) return { hits: [...hits], model: 'agreed' };
  return { hits: [...hits, { kind: model.label, rule: `${MODEL_RULE}${model.label}` }], model: 'added' };
}

/**
 * Screens one message before the relay passes it on (issue 42 item 1): pure, synchronous, no I/O.
 * Threats and contact details block; money, off-platform pushes, sexual content and insults flag.
 * With a model's label (the relay asks one where AI_BASE_URL is set), the model can add a kind, never remove one.
 */
export function screenMessage(text: string, context?: ScreenContext): ScreenResult;
export function screenMessage(text: string, context: ScreenContext | undefined, model: ModelLabel): ScreenResult & { model: ModelOutcome };
export function screenMessage(text: string, context?: ScreenContext, model?: ModelLabel): ScreenResult & { model?: ModelOutcome } {
  const { hits, contacts } = rulesThatFire(text, context);
  if (!model) return resultOf(hits, contacts);
  const merged = withModel(hits, model);
  return { ...resultOf(merged.hits, contacts, model.reason), model: merged.model };
}
