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

const YOU = raw`(?:you|u|ya)`;
const UR = raw`(?:your|ur)`;
/** The reader's people and places a threat reaches for. */
const LOVED = words(
  'family wife husband kids? son daughter sister brother mum mom mother dad father parents boss employer church uni school',
  'job work friends contacts contact_list whole_contact_list colleagues village neighbou?rs cousins? gran(?:dma|ny)? aunt uncle',
);
const WHERE = words('house home place flat work job office gym school uni car door window building street workplace shift bus');
const CONDITION =
  raw`(?:unless|or (?:else|i|ill|i'll|everyone|ur|your)|if (?:you|u) (?:don'?t|dont|do not|won'?t|wont|refuse|keep|block|ignore|tell|leave|say no)|` +
  raw`by (?:tonight|tomorrow|tmrw|friday|monday|\w+day)|or|before)`;
const EVIDENCE = raw`(?:${MEDIA}|video|vid|recording|selfies|pics?|photos?|chat|call|secret|messages)`;

/** Blackmail, doxxing and stalking in the shapes people write them, and harm promised without "I will". */
const MORE_THREATS: [rule: string, pattern: RegExp][] = [
  // "i have the screenshots ... unless", "i recorded our call. pay or it goes on youtube"
  [
    'threat.exposure',
    rx(
      raw`\b(?:i (?:have|got|saved|recorded|kept)|i'?ve (?:got|saved|recorded|kept)|ive (?:got|saved|recorded|kept))\b.{0,40}?\b${EVIDENCE}\b`,
      raw`.{0,80}?\b(?:${CONDITION}|pay|send|sees?|see them|goes on|go on|everyone|${UR} ${LOVED})\b`,
    ),
  ],
  // "ur pics will be in every group chat", "ur nudes r already uploaded", "whose photos end up on the revenge sites"
  [
    'threat.exposure',
    rx(
      raw`\b(?:${UR}|whose|the|those|these)\s+(?:\w+\s+)?${EVIDENCE}\s+(?:will|r|are|is|go(?:es)?|end up|gonna|get)\b.{0,30}?`,
      raw`\b(?:uploaded|posted|leaked|online|in every|on (?:every|the|ur|your|youtube|reddit|fb|facebook|insta)|sent|everywhere|public|to ${UR})`,
    ),
  ],
  // "ur boss gets those pics", "ur mum and ur boss will see them", "ur whole contact list sees it"
  [
    'threat.exposure',
    rx(
      raw`\b${UR}\s+(?:whole\s+|entire\s+)?${LOVED}\b.{0,30}?\b(?:gets?|sees?|will see|will hear|will know|will find out|will love hearing|receives?)\b`,
    ),
  ],
  // "pay or i tell ur husband", "send 500 or ..." , "ill tell everyone ur secret"
  [
    'threat.exposure',
    rx(
      raw`\b(?:pay|send|give|gimme|transfer)\b.{0,40}?\b(?:or|unless|else)\b.{0,40}?`,
      raw`\b(?:tell|show|post|send|leak|see|sees|goes|go|expose|everyone|${UR} ${LOVED})\b`,
    ),
  ],
  [
    'threat.exposure',
    rx(
      raw`\b(?:i(?:'ll| will|ll)?|ima|imma|gonna)\s+(?:\w+\s+)?(?:expose|tell)\s+(?:${YOU}\s+to\s+)?(?:${UR}\s+(?:whole\s+)?${LOVED}|everyone|ur\s+secret)\b`,
    ),
  ],
  [
    'threat.exposure',
    rx(
      raw`\b(?:leak|share|sharing|post|posting|send|sending|show|showing|forward)\s+(?:our|${UR}|the|those|these|all)\s+(?:\w+\s+){0,2}${EVIDENCE}s?\b`,
      raw`.{0,40}?\b(?:to|on|with)\s+(?:${UR}\s|everyone|the internet|social media)`,
    ),
  ],
  ['threat.exposure', /\bor (?:i|ill|i'll|i will)\s+(?:start\s+)?(?:sharing|posting|leaking|sending|showing|exposing)\b/],
  ['threat.stalking', rx(raw`\bi (?:can|could|will|'ll|ll) find ${UR}\s+(?:${LOVED}|address|house|home|place)\b`)],
  [
    'threat.exposure',
    rx(raw`\bexpose\s+${YOU}\b|\bruin\s+${UR}\s+(?:life|career|reputation|marriage|name)\b|\bone (?:post|email|call|message) from me\b`),
  ],
  ['threat.exposure', rx(raw`\b(?:post|share|put|spread|leak)\s+${UR}\s+(?:\w+\s+){0,2}(?:address|number|name|details|info)\b`)],
  // stalking: "i followed u home", "i know ur daughter goes to", "i have ur ip", "ur address is on maple ave"
  [
    'threat.stalking',
    rx(raw`\bfollowed\s+(?:${YOU}|${UR}\s+\w+)\b|\bi\s+(?:saw|watched|see)\s+${YOU}\s+(?:at|with|leave|leaving|going|through|in)\b`),
  ],
  [
    'threat.stalking',
    rx(
      raw`\bi\s+(?:know|have|got|found|saw)\s+(?:exactly\s+)?(?:${UR}|which|where)\s+`,
      raw`(?:(?:real|full)\s+name|address|ip|${LOVED}|${WHERE}|house|street|building|mum'?s|mom'?s|family'?s|kid'?s|number plate|plates?)\b`,
    ),
  ],
  ['threat.stalking', rx(raw`\b${UR}\s+(?:ip|address)\s+(?:is|was)\b|\bi (?:put|placed|have) a tracker\b|\btrack(?:ing|ed)? ${YOU}\b`)],
  ['threat.stalking', rx(raw`\b(?:i know|i see)\s+${YOU}\s+(?:take|get|leave|walk|drive|go)\b`)],
  // showing up: "ill show up at ur job", "i'm coming to ur job", "waiting by ur car", "visiting ur flat", "pay u a visit"
  [
    'threat.stalking',
    rx(
      raw`\b(?:show(?:ing)? up|come|coming|turn(?:ing)? up|wait(?:ing)?|be waiting|visit(?:ing)?|drive|sitting|stand(?:ing)?|parked)\s+`,
      raw`(?:\w+\s+){0,2}(?:at|to|by|outside|near|in front of|behind)\s+${UR}\s+(?:\w+\s+)?${WHERE}\b`,
    ),
  ],
  [
    'threat.stalking',
    rx(raw`\bvisit(?:ing)?\s+${UR}\s+(?:\w+\s+)?${WHERE}\b|\bpay\s+${YOU}\s+a\s+(?:little\s+)?visit\b|\b(?:i'?m|im)\s+outside\b`),
  ],
  [
    'threat.stalking',
    rx(
      raw`\b(?:find|hunt)\s+${YOU}(?:\s+down)?\s*(?:anyway|anyways|again|[.!]|$)|\b${YOU}\s+(?:can'?t|cant|cannot)\s+hide\b|\bhunt\s+${YOU}\b`,
    ),
  ],
  // harm without "I will": "ur gonna get hurt", "u'll end up in a ditch", "ur done", "would be a shame if something happened"
  [
    'threat.violence',
    rx(
      raw`\b(?:${YOU}|ur|you'?re|youre|u r)\s*(?:'ll|ll|will|are gonna|r gonna|gonna|going to|are going to)?\s*`,
      raw`(?:get hurt|end up (?:in (?:a|the) (?:ditch|hospital|body ?bag|grave|morgue)|dead|hurt)|disappear|`,
      raw`regret (?:this|it|ignoring|blocking|that)|be sorry|pay for (?:this|it))\b`,
    ),
  ],
  ['threat.violence', /\bshame if (?:something|smth|sth|anything) (?:happened|happens)\b|\bsee what happens\b|\bwatch what happens\b/],
  [
    'threat.violence',
    /\bif i can'?t have (?:you|u),? no ?(?:one|body)\b|\bdon'?t (?:test|try) me\b|\bdont (?:test|try) me\b|\bur done\b(?! with)|\byou'?re done\b(?! with)/,
  ],
  ['threat.violence', rx(raw`\bi (?:have|got|know) (?:people|ppl|guys|boys|friends|cousins)\b.{0,20}?\b(?:in|near|around|there|${UR})\b`)],
  [
    'threat.violence',
    rx(raw`\bsend (?:my|the) (?:boys|guys|people|ppl|friends)\b|\bput ${YOU} in (?:the )?(?:hospital|ground|grave)\b|\bacid\b`),
  ],
  [
    'threat.violence',
    rx(
      raw`\b${YOU}\s+(?:won'?t|wont)\s+(?:walk|get) away\b|\bwhen i see ${YOU}\b|\b${YOU}\s+(?:owe|belong to)\s+me\b.{0,20}?(?:or|else|🔪|remember)`,
    ),
  ],
  [
    'threat.violence',
    rx(raw`\b(?:ur|your)\s+(?:dead|finished)\b(?!\s+${NOT_DEAD}\b)|🔪|\bmake ${UR}\s+life\s+(?:a\s+)?(?:living\s+)?hell\b`),
  ],
  [
    'threat.violence',
    rx(raw`\b(?:i|we|ima|imma)\b.{0,20}?\b${ACTS}\s+(?:the\s+)?(?:shit|crap|hell)\s+out\s+of\s+${YOU}\b|\bmake\s+${YOU}\s+bleed\b`),
  ],
];

const THREATS: [rule: string, pattern: RegExp][] = [
  ...MORE_THREATS,
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
