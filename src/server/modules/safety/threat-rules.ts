import type { Views } from './normalise';
import { rx, words } from './regex';

const raw = String.raw;

/** "I'll", "im gonna", "imma", "we will": the one who means to do it (squeezed views read "i'll" as "ill"). */
const SPEAKER = raw`(?:i(?:'ll| will| wil| would|'d| am going to| am gonna|'m going to|'m gonna|m gonna| gonna| shall| ll)|ill|imma|ima|i'ma|${words(
  `we(?:'ll|_will|_are_going_to|'re_gonna|_gonna) someone_(?:will|is_going_to|is_gonna)`,
)})`;
/** Up to two words between the speaker and the act, none of them a negation ("I'd never hurt you"). */
const GAP = raw`(?:(?!(?:never|not|no|nt|dont|don't|wont|won't)\b)[\w']+\s+){0,2}`;
const ACTS = words(
  'kill murder hurt stab shoot strangle choke beat slap punch smash break rape bash batter cut burn kidnap end destroy wreck ruin hunt attack',
);
const MORE_ACTS = words('slit gut drown bury shank torture');
/** "your heart", "your record": what "break your …" and "beat your …" do in play and love. */
const NOT_HARMED = words('heart hair record streak score expectations boredom diet fast silence curse feelings phone_screen bubble');
/**
 * Whom it is done to: "you" but not "beat you at chess", "cut you a slice", "shoot you a text"; "your …" but
 * not "break your heart" ("kill you in your sleep" stays a threat).
 */
const TARGET =
  raw`(?:(?:you|u|ya|yo)\b(?!\s+(?:at|in)\s+(?!your\b|ur\b))(?!\s+(?:a|an|some|off|slack|loose|to it|up on)\b)|` +
  raw`(?:your|ur)\b(?!\s+${NOT_HARMED}\b))`;
const HARM = raw`\s+${GAP}(?:${ACTS}|${MORE_ACTS})\s+${TARGET}`;
const YOU_WILL = raw`\b(?:you|u|ya)(?:'ll|ll| will| are going to|'re going to|'re gonna| r gonna| gonna| are gonna)\s+`;
const NOT_DEAD = words('tired right wrong serious funny cute on last set beat inside sexy gorgeous to_me good nice lucky easy');
const MEDIA = raw`(?:pics|photos|pictures|nudes|videos?|vids|messages|chats|texts|screenshots|secrets)`;
const AUDIENCE = words('everyone everybody your ur the_internet online social_media facebook instagram the_world all');
const YOUR_PEOPLE = raw`your (?:family|friends|boss|wife|husband|parents|mum|mom|dad|work)`;
const PAYBACK = words('find come get make post hurt ruin show_up');
const PLACES = words('house home place flat work office door job school building');
const YOURSELF = raw`(?:your ?self|urself)`;

const THREATS: [rule: string, pattern: RegExp][] = [
  ['threat.violence', rx(raw`\b${SPEAKER}`, HARM)],
  ['threat.violence', rx(raw`(?:^|[.!?,]\s*)(?:gonna|going to|finna|bout to|about to)`, HARM)],
  ['threat.violence', rx(raw`\b${SPEAKER}\s+${GAP}(?:fuck|mess|beat|cut|rough|tear|f)\s+(?:you|u|ya)\s+up\b`)],
  ['threat.violence', rx(raw`\b${SPEAKER}\s+make\s+(?:you|u)\s+(?:pay|suffer|regret|bleed|cry|disappear)\b`)],
  [
    'threat.violence',
    rx(raw`\b(?:you(?:'re| are|r| r)?|ur|u r|u)\s+(?:so\s+|gonna be\s+|going to be\s+)?dead(?:\s+meat)?\b(?!\s+${NOT_DEAD}\b)`),
  ],
  [
    'threat.violence',
    rx(
      YOU_WILL,
      raw`(?:regret\b|be sorry\b|be dead\b(?!\s+${NOT_DEAD}\b)|pay for (?:this|that|it|what)\b|pay\s*[.!]*$|get hurt\b|wish you (?:were|had)n'?t|`,
      raw`die\b(?!\s+(?:laughing|of laughter|when|from|of cuteness)))`,
    ),
  ],
  ['threat.violence', /\b(?:you|u) deserve (?:to )?(?:be |get )?(?:raped|hurt|beaten|killed|to die|to suffer)\b/],
  [
    'threat.stalking',
    /\b(?:i|we) know where (?:you|u|your \w+|ur \w+) (?:live|lives|work|works|stay|stays|sleep|sleeps)\b|\bi(?:'ll| will|ll)? find out where (?:you|u) live\b/,
  ],
  [
    'threat.stalking',
    rx(
      raw`\b${SPEAKER} find (?:you|u),?\s*`,
      raw`(?:and (?:when|then|make|hurt|kill|you'?ll)|wherever you (?:are|go|hide)|no matter (?:where|what|how)|trust me|one day)`,
    ),
  ],
  ['threat.violence', /\bmake (?:you|u) (?:suffer|bleed|disappear)\b|\bmake (?:your|ur) life (?:a )?(?:living )?(?:hell|misery)\b/],
  [
    'threat.violence',
    /\bdon'?t make me (?:hurt|kill|hit|find|come for) (?:you|u)\b|\b(?:you|u) (?:won'?t|wont|will never) see it coming\b/,
  ],
  [
    'threat.stalking',
    /\b(?:i'?m|im|i am) coming for (?:you|u)\b|\b(?:you|u)(?:'ll| will)? (?:get|got) what(?:'s| is) coming\b|\bwatch (?:yourself|urself|your mouth)\b/,
  ],
  ['threat.violence', /\b(?:beat|kick|knock|slap|punch)\s+the\s+(?:shit|crap|hell|fuck|living daylights)\s+out\s+of\s+(?:you|u|ya)\b/],
  ['threat.violence', rx(raw`\b${SPEAKER}\s+make sure (?:you|u) (?:never|can'?t|won'?t)\b.{0,30}\bagain\b`)],
  ['threat.stalking', /\b(?:i|we) know (?:your|ur) (?:address|postcode|house|flat|workplace)\b/],
  ['threat.stalking', rx(raw`\b(?:i'?m|im|i am)\s+(?:(?!not\b|never\b)\w+\s+){0,2}?(?:outside|near|by)\s+(?:your|ur)\s+${PLACES}\b`)],
  ['threat.violence', rx(raw`\b${SPEAKER}\s+get\s+(?:you|u|ya)(?:\s+(?:back|for (?:this|that)))?\s*[.!]*$`)],
  ['threat.stalking', /\bwhen i (?:find|catch|see) (?:you|u)\b(?! (?:at|in|by|there|later)\b)/],
  [
    'threat.stalking',
    rx(raw`\bif (?:you|u) (?:report|block|ignore|leave|unmatch|tell)\b.{0,30}\b(?:i'?ll|i will|ill|i'm gonna|im gonna)\s+${PAYBACK}\b`),
  ],
  ['threat.stalking', /\bwatch (?:your|ur) back\b|\bsleep with one eye open\b|\bor else\s*[!.?]*\s*$/],
  ['threat.stalking', /\b(?:you|u) (?:don'?t|dont) know who (?:you'?re|you are|ur|u r) (?:dealing|messing|fucking|playing) with\b/],
  [
    'threat.exposure',
    rx(
      raw`\b(?:post|leak|share|send|show|expose|publish|spread|upload|forward)\s+(?:your|ur)\s+(?:\w+\s+)?${MEDIA}\b`,
      raw`.{0,60}?\b(?:to|on|with|for)\s+${AUDIENCE}\b`,
    ),
  ],
  [
    'threat.exposure',
    rx(
      raw`\b(?:${SPEAKER}|gonna|going to)\s+${GAP}(?:post|leak|expose|publish|spread|upload)\s+(?:your|ur|those|these|the|all)\s+(?:\w+\s+)?${MEDIA}\b`,
    ),
  ],
  [
    'threat.exposure',
    rx(
      raw`\b(?:unless|if (?:you|u) (?:don'?t|dont|do not|won'?t|wont|refuse)|or (?:else )?(?:i(?:'ll| will|ll)?|everyone))\b`,
      raw`.{0,60}?\b(?:post|leak|share|send|show|expose|publish|spread|upload|forward|tell)\b.{0,40}?\b(?:${MEDIA}|everyone|${YOUR_PEOPLE})\b`,
    ),
  ],
  [
    'threat.exposure',
    /\beveryone (?:will|is gonna|is going to) see (?:your|ur|these|those|them|the) (?:pics|photos|nudes|videos?|pictures)\b/,
  ],
  [
    'threat.self_harm',
    rx(
      raw`\bkill (?:${YOURSELF}|yourselves|ys)\b|\bkys\b|\bgo (?:and )?(?:die|hang ${YOURSELF}|jump off)\b|\bneck ${YOURSELF}\b|\bdrink bleach\b`,
    ),
  ],
  [
    'threat.self_harm',
    /\b(?:hope|wish) (?:you|u) (?:die|get (?:hit|raped|cancer|killed|hurt)|were dead|rot|suffer)\b(?!\s+(?:laughing|of laughter))/,
  ],
  ['threat.self_harm', rx(raw`\bdie in a (?:fire|hole|ditch)\b|\b(?:you|u) should (?:die\b|(?:kill|hang|end) ${YOURSELF}\b)`)],
];

/** The threat rules that fire (ids, each once). */
export function threatRules(v: Views): string[] {
  const views = [v.plain, v.joined, v.squeezed];
  const rules = new Set<string>();
  for (const [rule, pattern] of THREATS) if (views.some((t) => pattern.test(t))) rules.add(rule);
  return [...rules];
}
