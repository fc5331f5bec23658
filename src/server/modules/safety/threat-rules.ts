import type { Views } from './normalise';

const rx = (source: string) => new RegExp(source);

/** "I'll", "im gonna", "imma", "we will": the one who means to do it (squeezed views read "i'll" as "ill"). */
const SPEAKER = String.raw`(?:i(?:'ll| will| wil| would|'d| am going to| am gonna|'m going to|'m gonna|m gonna| gonna| shall| ll)|ill|imma|ima|i'ma|we(?:'ll| will| are going to|'re gonna| gonna)|someone (?:will|is going to|is gonna))`;
/** Up to two words between the speaker and the act, none of them a negation ("I'd never hurt you"). */
const GAP = String.raw`(?:(?!(?:never|not|no|nt|dont|don't|wont|won't)\b)[\w']+\s+){0,2}`;
const ACTS = String.raw`kill|murder|hurt|stab|shoot|strangle|choke|beat|slap|punch|smash|break|rape|bash|batter|cut|burn|kidnap|end|destroy|wreck|ruin|hunt|attack|slit|gut|drown|bury|shank|torture`;
/**
 * Whom it is done to: "you" but not "beat you at chess", "cut you a slice", "shoot you a text"; "your …" but
 * not "break your heart" ("kill you in your sleep" stays a threat).
 */
const TARGET =
  String.raw`(?:(?:you|u|ya|yo)\b(?!\s+(?:at|in)\s+(?!your\b|ur\b))(?!\s+(?:a|an|some|off|slack|loose|down|to it|up on)\b)|` +
  String.raw`(?:your|ur)\b(?!\s+(?:heart|hair|record|streak|score|expectations|boredom|diet|fast|silence|curse|feelings|phone screen|bubble)\b))`;

const THREATS: [rule: string, pattern: RegExp][] = [
  ['threat.violence', rx(String.raw`\b${SPEAKER}\s+${GAP}(?:${ACTS})\s+${TARGET}`)],
  ['threat.violence', rx(String.raw`(?:^|[.!?,]\s*)(?:gonna|going to|finna|bout to|about to)\s+${GAP}(?:${ACTS})\s+${TARGET}`)],
  ['threat.violence', rx(String.raw`\b${SPEAKER}\s+${GAP}(?:fuck|mess|beat|cut|rough|tear|f)\s+(?:you|u|ya)\s+up\b`)],
  [
    'threat.violence',
    rx(
      String.raw`\b(?:i(?:'ll| will|ll)|im gonna|i'm gonna|i am going to)\s+make\s+(?:you|u)\s+(?:pay|suffer|regret|bleed|cry|disappear)\b`,
    ),
  ],
  [
    'threat.violence',
    rx(
      String.raw`\b(?:you(?:'re| are|r| r)?|ur|u r|u)\s+(?:so\s+|gonna be\s+|going to be\s+)?dead(?:\s+meat)?\b` +
        String.raw`(?!\s+(?:tired|right|wrong|serious|funny|cute|on|last|set|beat|inside|sexy|gorgeous|to me|good|nice|lucky|easy)\b)`,
    ),
  ],
  [
    'threat.violence',
    rx(
      String.raw`\b(?:you|u|ya)(?:'ll|ll| will| are going to|'re going to|'re gonna| r gonna| gonna| are gonna)\s+` +
        String.raw`(?:regret\b|be sorry\b|pay for (?:this|that|it|what)\b|pay\s*[.!]*$|die\b(?!\s+(?:laughing|of laughter|when|from|of cuteness))|get hurt\b|wish you (?:were|had)n'?t)`,
    ),
  ],
  [
    'threat.stalking',
    rx(
      String.raw`\b(?:i|we) know where (?:you|u) (?:live|work|stay|sleep)\b|\bi(?:'ll| will|ll)? find (?:out )?where (?:you|u) live\b|` +
        String.raw`\b(?:i(?:'ll| will|ll)|i'm gonna|im gonna) find (?:you|u),?\s*(?:and (?:when|then|make|hurt|kill|you'?ll)|wherever you (?:are|go|hide)|no matter (?:where|what|how)|trust me|one day)|` +
        String.raw`\bwatch (?:your|ur) back\b|\bsleep with one eye open\b|\b(?:you|u) (?:don'?t|dont) know who (?:you'?re|you are|ur|u r) (?:dealing|messing|fucking|playing) with\b|` +
        String.raw`\bor else\s*[!.?]*\s*$`,
    ),
  ],
  [
    'threat.exposure',
    rx(
      String.raw`\b(?:post|leak|share|send|show|expose|publish|spread|upload|forward)\s+(?:your|ur)\s+(?:\w+\s+)?(?:pics|photos|pictures|nudes|videos?|vids|messages|chats|texts|screenshots|secrets)\b` +
        String.raw`.{0,60}?\b(?:to|on|with|for)\s+(?:everyone|everybody|your|ur|the internet|online|social media|facebook|instagram|the world|all)\b`,
    ),
  ],
  [
    'threat.exposure',
    rx(
      String.raw`\b(?:${SPEAKER}|gonna|going to)\s+${GAP}(?:post|leak|expose|publish|spread|upload)\s+(?:your|ur|those|these|the|all)\s+(?:\w+\s+)?` +
        String.raw`(?:pics|photos|pictures|nudes|videos?|vids|messages|chats|texts|screenshots|secrets)\b`,
    ),
  ],
  [
    'threat.exposure',
    /\b(?:unless|if (?:you|u) (?:don'?t|dont|do not|won'?t|wont|refuse)|or (?:else )?(?:i(?:'ll| will|ll)?|everyone))\b.{0,60}?\b(?:post|leak|share|send|show|expose|publish|spread|upload|forward|tell)\b.{0,40}?\b(?:pics|photos|pictures|nudes|videos?|messages|chats|screenshots|everyone|your (?:family|friends|boss|wife|husband|parents|mum|mom|dad|work))\b/,
  ],
  [
    'threat.exposure',
    /\beveryone (?:will|is gonna|is going to) see (?:your|ur|these|those|them|the) (?:pics|photos|nudes|videos?|pictures)\b/,
  ],
  [
    'threat.self_harm',
    rx(
      String.raw`\bkill (?:your ?self|urself|yourselves|ys)\b|\bkys\b|\bgo (?:and )?(?:die|hang (?:your ?self|urself)|jump off)\b|` +
        String.raw`\b(?:hope|wish) (?:you|u) (?:die|get (?:hit|raped|cancer|killed|hurt)|were dead|rot|suffer)\b(?!\s+(?:laughing|of laughter))|` +
        String.raw`\bdie in a (?:fire|hole|ditch)\b|\b(?:you|u) should (?:die\b|(?:kill|hang|end) (?:your ?self|urself)\b)|\bneck (?:your ?self|urself)\b|\bdrink bleach\b`,
    ),
  ],
];

/** The threat rules that fire (ids, each once). */
export function threatRules(v: Views): string[] {
  const views = [v.plain, v.joined, v.squeezed];
  const rules = new Set<string>();
  for (const [rule, pattern] of THREATS) if (views.some((t) => pattern.test(t))) rules.add(rule);
  return [...rules];
}
