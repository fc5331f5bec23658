import { addressIn, spelledEmailIn } from './address-rules';
import { contactsIn } from './contact-rules';
import { orderKinds, verdictOf, type Hit, type Kind, type ScreenContext, type ScreenResult } from './kinds';
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
export function resultOf(hits: readonly Hit[], contacts: Parameters<typeof reasonFor>[2] = []): ScreenResult {
  const kinds = orderKinds(hits.map((h) => h.kind));
  const first = kinds[0];
  const rule = first ? hits.find((h) => h.kind === first)!.rule : 'none';
  return { verdict: verdictOf(kinds), kinds, rule, reason: reasonFor(kinds, rule, contacts) };
}

/**
 * Screens one message before the relay passes it on (issue 42 item 1): pure, synchronous, no I/O.
 * Threats and contact details block; money, off-platform pushes, sexual content and insults flag.
 */
export function screenMessage(text: string, context?: ScreenContext): ScreenResult {
  const { hits, contacts } = rulesThatFire(text, context);
  return resultOf(hits, contacts);
}
