import { APPS, UNMISTAKABLE_APPS } from './apps';
import type { Views } from './normalise';

const ME = String.raw`(?:me|us|you|u|ya|to me|with me)`;
const rx = (source: string) => new RegExp(source);

/** Shapes of "let's talk somewhere else", each a rule of its own (the id goes to the log). */
const PUSHES: [rule: string, pattern: RegExp][] = [
  // "find me on insta", "hit me up on tg", "can I add you on snap", "talk to me on telegram"
  [
    'off_platform.invite',
    rx(
      String.raw`\b(?:add|text|message|msg|dm|pm|call|ring|hmu|hit|find|follow|reach|contact|ping|write|talk|chat|facetime|video ?call|vc|snap|buzz)\s+` +
        String.raw`(?:${ME}\s+)?(?:up\s+)?(?:on|at|via|through|thru|in|over)\s+(?:${APPS})\b`,
    ),
  ],
  // "let's move to telegram", "can we continue on whatsapp", "easier to chat on signal"
  [
    'off_platform.move',
    rx(
      String.raw`\b(?:let'?s|lets|we (?:can|could|should)|can we|could we|shall we|wanna|want to|prefer|rather|easier|better|why don'?t we|how about)\b` +
        String.raw`.{0,30}?\b(?:move|switch|go|talk|chat|continue|take (?:this|it)|text|message|swap|hop|jump|transfer|talk more)\b.{0,20}?` +
        String.raw`\b(?:to|on|over|onto|via|in)\s+(?:${APPS})\b`,
    ),
  ],
  [
    'off_platform.move',
    rx(
      String.raw`\b(?:move|switch|continue|take (?:this|it)|go)\s+(?:this\s+|it\s+|the chat\s+|things\s+)?(?:over\s+)?(?:to|onto)\s+(?:${APPS})\b`,
    ),
  ],
  // "are you on telegram?", "do you have whatsapp", "do u use snap?"
  ['off_platform.ask_app', rx(String.raw`\b(?:are|r)\s+(?:you|u)\s+on\s+(?:${APPS})\b`)],
  [
    'off_platform.ask_app',
    rx(String.raw`\b(?:do|d)\s*(?:you|u|ya)\s+(?:have|got|still have)\s+(?:a\s+|an\s+)?(?:${UNMISTAKABLE_APPS}|signal|line)\b`),
  ],
  ['off_platform.ask_app', rx(String.raw`\b(?:you|u|ya)\s+(?:got|have|on)\s+(?:${UNMISTAKABLE_APPS}|signal)\s*\?`)],
  ['off_platform.ask_app', rx(String.raw`\b(?:do|d)\s*(?:you|u|ya)\s+use\s+(?:${UNMISTAKABLE_APPS}|signal|line)\s*\?`)],
  // "what's your number", "drop your insta", "I'll give you my snap", "whatsapp me"
  [
    'off_platform.ask_contact',
    rx(
      String.raw`\b(?:what'?s|whats|wats|wat'?s|what is|send|give|drop|share|gimme|can i (?:get|have)|could i (?:get|have)|may i (?:get|have)|got|leave|tell me)\s+` +
        String.raw`(?:me\s+)?(?:your|ur|yr|ya)\s+(?:${UNMISTAKABLE_APPS}|number|digits|phone|cell|mobile|mob|e-?mail|socials?|handle|user ?name|@|contact|addy)\b` +
        String.raw`(?!\s*(?:one|1|score|streak|story|stories|filter|feed|page|post)\b)`,
    ),
  ],
  [
    'off_platform.offer_contact',
    rx(
      String.raw`\b(?:send|give|drop|share|text)\s+(?:you|u|ya)\s+my\s+(?:${UNMISTAKABLE_APPS}|number|digits|phone number|cell|mobile|e-?mail|socials?|handle|user ?name|@|contact)\b`,
    ),
  ],
  ['off_platform.app_me', rx(String.raw`\b(?:${UNMISTAKABLE_APPS}|facetime|signal|dm)\s+me\b`)],
  ['off_platform.add_me', rx(String.raw`\badd (?:me|us)\b(?!\s+(?:to|as|in|into|for)\b)`)],
  // "let's talk somewhere else", "I'm rarely on here", "deleting this app soon"
  [
    'off_platform.elsewhere',
    rx(
      String.raw`\b(?:talk|chat|text|message|continue|move|go|talk more)\s+(?:somewhere else|elsewhere|outside (?:of )?(?:this|the|here)|off (?:this|the|here)|` +
        String.raw`on another app|on a different app|privately|in private|directly)\b`,
    ),
  ],
  [
    'off_platform.elsewhere',
    rx(
      String.raw`\b(?:i'?m|im|i am)\s+(?:rarely|never|hardly|barely|not (?:really|often|always)|not gonna be)\s+(?:on\s+)?(?:here|this app|on here)\b`,
    ),
  ],
  ['off_platform.elsewhere', rx(String.raw`\b(?:deleting|delete|leaving|uninstall(?:ing)?)\s+(?:this|the)\s+app\b`)],
  [
    'off_platform.elsewhere',
    /\b(?:don'?t|dont|do not|rarely|never|barely|hardly|not gonna)\s+(?:really\s+|often\s+)?(?:check|use|come on|log (?:in|on)(?: to)?|open)\s+(?:this|the|here)\b(?:\s+app)?/,
  ],
  [
    'off_platform.elsewhere',
    rx(
      String.raw`\b(?:${UNMISTAKABLE_APPS}|signal)\s+(?:is|would be|'s|works)\s+(?:so\s+|way\s+|much\s+)?(?:better|easier|faster|quicker)\b`,
    ),
  ],
  ['off_platform.ask_app', rx(String.raw`^(?:${UNMISTAKABLE_APPS})\s*(?:\?|pls|please|\s)+$`)],
];

const SHORTENERS = String.raw`bit\.ly|tinyurl\.com|t\.co|goo\.gl|cutt\.ly|rb\.gy|is\.gd|ow\.ly|shorturl\.at|tiny\.cc|linktr\.ee|lnkd\.in|rebrand\.ly|s\.id|t\.ly`;
const WEB_TLDS = String.raw`com|net|org|io|me|ly|app|xyz|site|online|link|info|biz|club|vip|top|live|shop|store|cc|tv|gg|ru|cn|co`;
/** Without a scheme or a path: not the endings a sentence glued to the next one makes ("there.me too"). */
const BARE_TLDS = String.raw`com|net|org|io|ly|xyz|online|biz|club|vip|shop|store|cc|tv|gg|ru|cn`;
const LINKS = [
  /\bhttps?:\/\/\S+/,
  /\bwww\.[a-z0-9-]+\.\S+/,
  new RegExp(String.raw`\b(?:${SHORTENERS})\/\S*`),
  new RegExp(String.raw`\b[a-z0-9-]{2,}\.(?:[a-z]{2,6})\/[\w\-./?=&%#]+`),
  new RegExp(String.raw`\b[a-z0-9-]{2,}\.(?:${BARE_TLDS})\b(?![.@\w])`),
  // "bit dot ly slash abc", "mysite dot com"
  new RegExp(String.raw`\b[a-z0-9-]{2,}\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*(?:${WEB_TLDS})\b`),
];
/** Where to meet is not a push off the platform. */
const MAP_LINK =
  /\b(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|maps\.app\.goo\.gl|goo\.gl\/maps|maps\.apple\.com|openstreetmap\.org|what3words\.com)\S*/g;
/** An e-mail address is a contact detail, not a link (one word at a time: no backtracking over a long text). */
const EMAIL_WORD = /^[^@]*[^\s@<>()]@[^\s@<>()]+\.[a-z]{2,}/;
const withoutEmails = (text: string) =>
  text.includes('@')
    ? text
        .split(' ')
        .filter((w) => !EMAIL_WORD.test(w))
        .join(' ')
    : text;

function hasLink(text: string): boolean {
  const rest = withoutEmails(text.replace(MAP_LINK, ' '));
  return LINKS.some((l) => l.test(rest));
}

/** The off-platform rules that fire on the message (ids, each once). */
export function offPlatformRules(v: Views): string[] {
  const views = [v.plain, v.joined, v.squeezed];
  const rules = new Set<string>();
  for (const [rule, pattern] of PUSHES) if (views.some((t) => pattern.test(t))) rules.add(rule);
  if (hasLink(v.plain) || hasLink(v.joined)) rules.add('off_platform.link');
  return [...rules];
}
