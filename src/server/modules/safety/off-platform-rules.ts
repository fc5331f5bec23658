import { APPS, UNMISTAKABLE_APPS } from './apps';
import type { Views } from './normalise';
import { rx, words } from './regex';

const raw = String.raw;
const ME = raw`(?:me|us|you|u|ya|to me|with me)`;
const APP = raw`(?:${APPS})\b`;
const KNOWN_APP = raw`(?:${UNMISTAKABLE_APPS}|signal|line)`;
const CONTACT_THINGS = words('number digits phone cell mobile mob e-?mail socials? handle user_?name @ contact addy');
const ASKING = words(
  `what'?s whats wats wat'?s what_is send give drop share gimme can_i_(?:get|have) could_i_(?:get|have) may_i_(?:get|have) got leave tell_me`,
);
const LETS = words(
  `let'?s lets we_(?:can|could|should) can_we could_we shall_we wanna want_to prefer rather easier better why_don'?t_we how_about`,
);
const CHAT_VERBS = words(
  'mov(?:e|ing) switch(?:ing)? go(?:ing)? talk(?:ing)? chat(?:ting)? continu(?:e|ing) take_(?:this|it) text(?:ing)? messag(?:e|ing)',
  'swap hop jump transfer talk_more',
);
const NOT_A_CONTACT = words('one 1 score streak story stories filter feed page post');

/** Shapes of "let's talk somewhere else", each a rule of its own (the id goes to the log). */
const PUSHES: [rule: string, pattern: RegExp][] = [
  // "find me on insta", "hit me up on tg", "can I add you on snap", "talk to me on telegram"
  [
    'off_platform.invite',
    rx(
      raw`\b${words('add text message msg dm pm call ring hmu hit find follow reach contact ping write talk chat facetime video_?call vc snap buzz')}\s+`,
      raw`(?:${ME}\s+)?(?:up\s+)?(?:on|at|via|through|thru|in|over)\s+${APP}`,
    ),
  ],
  // "let's move to telegram", "can we continue on whatsapp", "easier to chat on signal"
  ['off_platform.move', rx(raw`\b${LETS}\b.{0,30}?\b${CHAT_VERBS}\b.{0,20}?`, raw`\b(?:to|on|over|onto|via|in)\s+${APP}`)],
  [
    'off_platform.move',
    rx(raw`\b(?:move|switch|continue|take (?:this|it)|go)\s+(?:this\s+|it\s+|the chat\s+|things\s+)?(?:over\s+)?(?:to|onto)\s+${APP}`),
  ],
  // "are you on telegram?", "do you have whatsapp", "u got kik?", "do u use snap?", "snap?"
  ['off_platform.ask_app', rx(raw`\b(?:are|r)\s+(?:you|u)\s+on\s+${APP}`)],
  ['off_platform.ask_app', rx(raw`\b(?:do|d)\s*(?:you|u|ya)\s+(?:have|got|still have)\s+(?:a\s+|an\s+)?${KNOWN_APP}\b`)],
  ['off_platform.ask_app', rx(raw`\b(?:you|u|ya)\s+(?:got|have|on)\s+${APP}\s*\?`)],
  ['off_platform.ask_app', rx(raw`\b(?:got|have|use)\s+(?:${UNMISTAKABLE_APPS}|signal)\s*\?`)],
  ['off_platform.ask_app', rx(raw`\b(?:do|d)\s*(?:you|u|ya)\s+use\s+${KNOWN_APP}\s*\?`)],
  ['off_platform.ask_app', rx(raw`^(?:${UNMISTAKABLE_APPS})\s*(?:\?|pls|please|\s)+$`)],
  // "what's your number", "drop your insta", "I'll give you my snap", "whatsapp me"
  [
    'off_platform.ask_contact',
    rx(raw`\b${ASKING}\s+(?:me\s+)?(?:your|ur|yr|ya)\s+(?:${UNMISTAKABLE_APPS}|${CONTACT_THINGS})\b(?!\s*${NOT_A_CONTACT}\b)`),
  ],
  [
    'off_platform.offer_contact',
    rx(raw`\b(?:send|give|drop|share|text)\s+(?:you|u|ya)\s+my\s+(?:${UNMISTAKABLE_APPS}|${CONTACT_THINGS})\b`),
  ],
  ['off_platform.ask_contact', rx(raw`\b${ASKING}\s+(?:me\s+)?(?:your|ur|yr)\s+@(?!\w)`)],
  [
    'off_platform.elsewhere',
    /\b(?:on|at|to|via)\s+(?:my|your|ur)\s+(?:other|personal|private|real|work|second|new)\s+(?:number|phone|account|e-?mail|app)\b/,
  ],
  [
    'off_platform.elsewhere',
    rx(
      raw`\b(?:i'?m|im|i am)\s+(?:more\s+|mostly\s+|always\s+|usually\s+)?(?:active\s+)?on\s+(?:${UNMISTAKABLE_APPS}|signal)\b(?!\s+with\b)`,
    ),
  ],
  [
    'off_platform.invite',
    rx(raw`\b(?:follow|add|check(?: out)?|hit up|message)\s+(?:me on\s+)?my\s+(?:${UNMISTAKABLE_APPS}|socials?|page|account|channel)\b`),
  ],
  ['off_platform.app_me', rx(raw`\b(?:${UNMISTAKABLE_APPS}|facetime|signal|dm)\s+me\b`)],
  ['off_platform.link', /\b(?:link|links|linktree|socials?|handle|insta|snap|number)\s+(?:is\s+)?(?:in|on)\s+my\s+(?:bio|profile)\b/],
  ['off_platform.link', /\bmy (?:bio|profile) has (?:my|the) (?:link|insta|snap|socials?|number|handle)\b/],
  ['off_platform.add_me', /\badd (?:me|us)\b(?!\s+(?:to|as|in|into|for)\b)/],
  // "grab my kik", "add my QQ", "save my snap": an app of one's own handed over
  [
    'off_platform.invite',
    rx(raw`\b(?:add|grab|save|take|get|follow|search|accept)\s+my\s+(?:${UNMISTAKABLE_APPS}|qq|imo|line|signal|tagged)\b`),
  ],
  ['off_platform.invite', rx(raw`\b(?:video|vid|voice|vc|call)\s+(?:me\s+)?on\s+${APP}|\b${LETS}\b.{0,12}?\buse\s+(?:google\s+)?${APP}`)],
  [
    'off_platform.invite',
    rx(raw`\bfriend request\b.{0,30}?\b(?:on|in|via)\s+${APP}|\b(?:${APP}).{0,40}?\bsearch\b|\bsearch\b.{0,30}?\b(?:on|in)\s+${APP}`),
  ],
  ['off_platform.invite', rx(raw`\bsame\s+(?:user\s?)?(?:name|handle|username|pic)\s+(?:as|on)\s+(?:here|this app|on here)\b`)],
  ['off_platform.ask_app', rx(raw`(?:^|[.!…]\s*|\b(?:psst|so|ok|okay|hey|hmu)\W*)(?:${UNMISTAKABLE_APPS})\s*\?`)],
  ['off_platform.ask_app', rx(raw`\b(?:is|what'?s|whats)\s+(?:your|ur)\s+(?:${UNMISTAKABLE_APPS})\s+(?:the same|still|number)\b`)],
  [
    'off_platform.elsewhere',
    /\bleave (?:this|the) app\b|\bbefore i delete\b|\b(?:lets|let'?s) move there\b|\b(?:i'?m|im|i am) on \w+ if (?:you|u) have it\b/,
  ],
  // "let's talk somewhere else", "I'm rarely on here", "deleting this app soon", "I don't check this app much"
  [
    'off_platform.elsewhere',
    rx(
      raw`\b(?:talk|chat|text|message|continue|move|go|talk more)\s+`,
      words(
        'somewhere_else elsewhere outside_(?:of_)?(?:this|the|here) off_(?:this|the|here) on_another_app on_a_different_app privately in_private directly',
      ),
      raw`\b`,
    ),
  ],
  [
    'off_platform.elsewhere',
    rx(
      raw`\b(?:i'?m|im|i am)\s+(?:rarely|never|hardly|barely|not (?:really|often|always)|not gonna be)\s+(?:on\s+)?(?:here|this app|on here)\b`,
    ),
  ],
  ['off_platform.elsewhere', /\b(?:deleting|delete|leaving|uninstall(?:ing)?)\s+(?:this|the)\s+app\b/],
  [
    'off_platform.elsewhere',
    rx(
      raw`\b(?:don'?t|dont|do not|rarely|never|barely|hardly|not gonna)\s+(?:really\s+|often\s+)?`,
      raw`(?:check|use|come on|log (?:in|on)(?: to)?|open)\s+(?:this|the|here)\b(?:\s+app)?`,
    ),
  ],
  [
    'off_platform.elsewhere',
    rx(raw`\b(?:${UNMISTAKABLE_APPS}|signal)\s+(?:is|would be|'s|works)\s+(?:so\s+|way\s+|much\s+)?(?:better|easier|faster|quicker)\b`),
  ],
];

const SHORTENERS = words(
  raw`bit\.ly tinyurl\.com t\.co goo\.gl cutt\.ly rb\.gy is\.gd ow\.ly shorturl\.at tiny\.cc linktr\.ee lnkd\.in rebrand\.ly s\.id t\.ly`,
);
const WEB_TLDS = String.raw`com|net|org|io|me|ly|app|xyz|site|online|link|info|biz|club|vip|top|live|shop|store|cc|tv|gg|ru|cn|co`;
/** Without a scheme or a path: not the endings a sentence glued to the next one makes ("there.me too"). */
const BARE_TLDS = String.raw`com|net|org|io|ly|xyz|online|biz|club|vip|shop|store|cc|tv|gg|ru|cn`;
const LINKS = [
  /\bhttps?:\/\/\S+/,
  /\bwww\.[a-z0-9-]+\.\S+/,
  rx(raw`\b${SHORTENERS}\/\S*`),
  rx(raw`\b[a-z0-9-]{2,}\.(?:[a-z]{2,6})\/[\w\-./?=&%#]+`),
  rx(raw`\b[a-z0-9-]{2,}\.(?:${BARE_TLDS})\b(?![.@\w])`),
  // "bit dot ly slash abc", "mysite dot com"
  rx(raw`\b[a-z0-9-]{2,}\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*(?:${WEB_TLDS})\b`),
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
