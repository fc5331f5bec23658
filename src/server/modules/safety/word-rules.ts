import type { Views } from './normalise';
import { listedWords, type ListedWord } from './word-list';

const rx = (source: string) => new RegExp(source);

/**
 * From "you" to the insult: only the words that make it about the reader ("you are", "you look so", "u r
 * such a"), so "you have a fat cat", "you made a joke" and "you think I'm an idiot" are not insults.
 */
const COPULA = String.raw`(?:(?:'re|re|are|r|look|looks|looking|seem|seems|sound|act|acting|smell|really|still|just|always|being|honestly|literally|kinda|must|be|been|definitely|probably|clearly|truly|lowkey|always|ever|become|became|so|such|an?|total|complete|absolute|little|stupid|dumb|fat|ugly|fucking|fkn|fking|lying|dirty|filthy|cheap|crazy|psycho|the biggest|the most|like|one|big|pathetic|worthless|useless|disgusting)\s*){0,5}`;
const YOU_THEN = String.raw`\b(?:you|u|ya|yo|ur|youre|ure)`;
const AIMED_BEFORE = new RegExp(
  String.raw`${YOU_THEN}(?:'re)?\s+${COPULA}$|${YOU_THEN}(?:'re)?\s*$|\b(?:what an?|such an?|stupid|dumb|fat|ugly|little|fucking|fkn|lying|psycho|dirty|filthy|worthless|cheap)\s+$`,
);
/** Someone else is the subject: "my boss is such a prick", "she's a bitch", "ana's a cow". */
const SOMEONE_ELSE = /\b(?:he|she|they|him|her|them|his|their|my|he's|she's|they're|hes|shes|theyre|[a-z]+'s)\b/g;
const YOU_WORD = /\b(?:you|u|ya|yo|ur|youre|you're|ure)\b/g;
/** Said to the reader as a word on its own: "answer me bitch", "ok slut", "bye loser". */
const LONE_AFTER = /^[\s!?.]*$|^\s*,/;
const LONE_BEFORE = /(?:^|[.!?,]\s*|\b(?:me|up|ok|okay|hey|hi|bye|listen|yes|no|yeah|shut up|answer me|reply|whatever)\s+)$/;

const lastAt = (re: RegExp, text: string) => {
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index;
  return at;
};

function aimedAtReader(text: string, w: ListedWord): boolean {
  const before =
    text
      .slice(Math.max(0, w.start - 60), w.start)
      .split(/[.!?;]\s/)
      .at(-1) ?? '';
  const after = text.slice(w.end).replace(/^[a-z]*/, ''); // the rest of the word ("bitch|es", "fag|got")
  if (lastAt(SOMEONE_ELSE, before) > lastAt(YOU_WORD, before)) return false;
  if (AIMED_BEFORE.test(before)) return true;
  return LONE_AFTER.test(after) && LONE_BEFORE.test(before);
}

const BODY_AROUND = /\b(?:nice|great|big|huge|fat|sexy|cute|tight|juicy|perfect|phat|hot|your|ur|that|those|show me|see)\s+(?:\w+\s+)?$/;
const ABOUT_YOU_BEFORE = /\b(?:you|u|ur|your|youre|you're|look|looking|so|r|are|be|been|feel|feeling|soo+)\s+(?:\w+\s+)?$/;
const FUCK_AIMED = /^\w*\s+(?:you|u|ya|off|yourself|urself|ur ?self|outta here)\b/;
const FUCK_SEXUAL_BEFORE =
  /\b(?:wanna|want to|want 2|let me|lemme|i'd|i would|id|can i|could i|gonna|going to|i'll|ill|i will|to|and|like to|love to|dream of|dreaming of|make me)\s+(?:\w+\s+)?$/;
const FUCK_SEXUAL_AFTER = /^\w*\s+(?:you|u|ya|me|ur|your|her|him|all night|hard|so hard)\b/;

/** One listed word, read in its place: harassment, sexual or nothing. */
function reading(text: string, w: ListedWord): 'harassment.slur' | 'harassment.insult' | 'sexual.explicit' | undefined {
  const before = text.slice(Math.max(0, w.start - 48), w.start);
  const after = text.slice(w.end);
  const token = text.slice(w.start, w.end) + (/^[a-z]*/.exec(after)?.[0] ?? '');
  switch (w.use) {
    case 'slur':
      return 'harassment.slur';
    case 'insult':
      if (w.word === 'fag' && /^f\w*g+[oi]t/.test(token)) return 'harassment.slur';
      return aimedAtReader(text, w) ? 'harassment.insult' : undefined;
    case 'either':
      return aimedAtReader(text, w) || /head|face/.test(token) ? 'harassment.insult' : 'sexual.explicit';
    case 'body':
      if (aimedAtReader(text, w)) return 'harassment.insult';
      return BODY_AROUND.test(before) && !/hole|hat|wipe|clown|face|head/.test(token) ? 'sexual.explicit' : undefined;
    case 'fuck':
      if (FUCK_SEXUAL_BEFORE.test(before) && FUCK_SEXUAL_AFTER.test(after)) return 'sexual.explicit';
      return FUCK_AIMED.test(after) || /\bgo\s+$/.test(before) ? 'harassment.insult' : undefined;
    case 'swear':
      return undefined;
    case 'sexual':
      if (w.word === 'sex' && /^sexy/.test(token))
        return ABOUT_YOU_BEFORE.test(before) || /^\w*\s+(?:pics?|photos?|body|selfies?)/.test(after) ? 'sexual.explicit' : undefined;
      return 'sexual.explicit';
  }
}

const INSULTS = String.raw`(?:idiot|idiotic|stupid|dumb|moron|moronic|loser|ugly|fat|fatso|fatty|pathetic|worthless|useless|disgusting|gross|pig|cow|hag|freak|creep|creepy|weirdo|trash|garbage|scum|scumbag|clown|psycho|retarded|braindead|brainless|imbecile|dimwit|halfwit|nitwit|jerk|tosser|bellend|knobhead|dickhead|wanker|dumbass|jackass|asshole|arsehole|lowlife|gold ?digger|piece of (?:shit|crap|trash)|waste of (?:space|oxygen)|whale|slob)`;
/** Insults for a person, which said on their own are aimed at the reader ("loser.", "piece of trash"). */
const PERSON_INSULTS = String.raw`(?:idiot|moron|loser|pig|cow|hag|freak|creep|weirdo|scum|scumbag|clown|psycho|imbecile|dimwit|halfwit|nitwit|jerk|tosser|bellend|knobhead|dickhead|wanker|dumbass|jackass|asshole|arsehole|lowlife|gold ?digger|piece of (?:shit|crap|trash)|waste of space|slob)`;
const MODIFIERS = String.raw`(?:so|such|an?|really|fucking|fkn|fking|just|total|complete|absolute|the most|the biggest|a total|a complete|a fucking|like an?|one|literally)`;
const HARASSMENT: [rule: string, pattern: RegExp][] = [
  ['harassment.insult', rx(String.raw`${YOU_THEN}(?:'re)?\s+${COPULA}${INSULTS}\b`)],
  [
    'harassment.insult',
    rx(
      String.raw`\b(?:your|ur)\s+(?:face|body|teeth|nose|hair|voice|pics?|photos?|profile|personality|bio|smile|skin|weight)\s+(?:is|are|looks?)\s+(?:${MODIFIERS}\s+)*${INSULTS}\b`,
    ),
  ],
  [
    'harassment.insult',
    /\b(?:shut (?:the fuck|tf|the f|ur|your) ?(?:up|mouth|face)|gtfo|piss off|go to hell|drop dead|eat shit|suck my (?:dick|cock|balls)|screw (?:you|u)\b|go fuck yourself|get a life\b|go away\b.{0,10}\b(?:loser|freak|creep|idiot))/,
  ],
  [
    'harassment.put_down',
    rx(
      String.raw`\b(?:nobody|no one|no1|noone|no man|no woman|no guy|no girl)\s+(?:will|would|could|is (?:ever )?going to|is gonna|wants to|ever|is ever gonna|\s)*\s*` +
        String.raw`(?:love|like|want|date|marry|touch|fuck|care about|be with)s?\s+(?:you|u|someone like you)\b`,
    ),
  ],
  ['harassment.insult', rx(String.raw`^(?:(?:you|u|ur|ya|what an?|such an?)\s+)?(?:${MODIFIERS}\s+)*${PERSON_INSULTS}\s*[!.?]*$`)],
  [
    'harassment.insult',
    /\b(?:stupid|dumb|fat|ugly|fucking|pathetic|worthless|disgusting|filthy|dirty)\s+(?:idiot|moron|loser|pig|cow|hag|freak|creep|slut|whore|bitch|cunt|bastard|retard|clown|trash|tramp|skank|twat)\b/,
  ],
  ['harassment.put_down', /\bno wonder (?:you'?re|ur|u r|you are|youre|u are) (?:still )?(?:single|alone|divorced|on here|on this app)\b/],
  [
    'harassment.put_down',
    /\bwho (?:would|could|will|tf would|the hell would) (?:ever )?(?:date|want|love|marry|fuck) (?:you|u|someone like you)\b/,
  ],
  [
    'harassment.put_down',
    /\b(?:you|u) (?:should|need to|gotta|ought to) (?:lose (?:some )?weight|go on a diet|get (?:a )?nose job|fix your (?:face|teeth))\b|\b(?:you|u)(?:'d| would) be (?:pretty|cute|hot|attractive|prettier|cuter) if (?:you|u)\b/,
  ],
  [
    'harassment.put_down',
    /\b(?:you'?re|ur|u r|you are|youre) (?:not even|lucky i'?m even|not that) (?:that )?(?:pretty|cute|hot|attractive|good looking|talking to you)\b|\b(?:you|u) (?:look|looked) (?:old|fat|ugly|older|fatter) (?:in|than) /,
  ],
];

const SEXUAL: [rule: string, pattern: RegExp][] = [
  [
    'sexual.request',
    /\b(?:send|show|share|snap|drop)\s+(?:me\s+)?(?:some\s+|a\s+|any\s+|more\s+|ur\s+|your\s+)?(?:nudes?|noods|noodz|nudez|naked|nsfw)\b(?:\s+(?:pics?|photos?|pictures|selfies?|vids?|videos?))?/,
  ],
  [
    'sexual.request',
    /\b(?:send|show|share|snap|drop)\s+(?:me\s+)?(?:some\s+|a\s+|any\s+|more\s+)?(?:sexy|spicy|naughty|dirty|hot|private|saucy|intimate|revealing)\s+(?:pics?|photos?|pictures|selfies?|vids?|videos?|ones)\b/,
  ],
  [
    'sexual.request',
    /\b(?:pics?|photos?|pictures|selfies?|vids?|videos?)\s+(?:of\s+)?(?:you\s+|u\s+|ur\s+|your\s+|yourself\s+)?(?:naked|nude|topless|in (?:your |ur |a )?(?:underwear|lingerie|bra|panties|bikini|thong|undies|bed)|without (?:any )?(?:clothes|anything on)|of (?:your|ur) (?:body|boobs|tits|ass|butt|chest|feet|legs|thighs))\b/,
  ],
  [
    'sexual.advance',
    /\b(?:i\s+(?:want|wanna|would|will|am gonna)|i'd|id|i'll|ill|i'm gonna|im gonna|let me|lemme|can i|could i|i'd love to|wanna|want to|gonna|dying to|can't wait to|cant wait to)\s+(?:\w+\s+){0,2}?(?:fuck|bang|smash|screw|eat|lick|suck|taste|ride|spank|finger|grope|undress|bend)\s+(?:(?:you|u)\b(?!\s+(?:at|in|a|an|some|up|over|out to|to|with|for|dinner|lunch|breakfast|later|tomorrow)\b)|(?:ur|your)\s+(?:pussy|body|ass|butt|tits|boobs|lips|neck|dick|cock|nipples|thighs|whole body))/,
  ],
  [
    'sexual.request',
    /\b(?:see|seeing|watch)\s+(?:you|u|ya)\s+(?:naked|nude|topless|without (?:any )?clothes|in (?:your |ur )?(?:underwear|lingerie|undies))\b/,
  ],
  [
    'sexual.advance',
    /\bsit on my (?:face|lap|dick|cock)\b|\bwhat(?:'s| is) under (?:your|ur) (?:clothes|dress|skirt|shirt)\b|\bwhat are (?:you|u) wearing\s*(?:right now|rn|now|tonight|under there)?\s*[?;:)x]*\s*$/,
  ],
  [
    'sexual.advance',
    /\b(?:you|u|ur)\b.{0,25}?\b(?:good|great|wild|kinky|amazing|experienced|freaky)\s+in bed\b|\bwhat (?:are )?(?:you|u) like in bed\b/,
  ],
  ['sexual.advance', /\b(?:take|taking|rip|tear)\s+(?:off\s+)?(?:your|ur)\s+(?:clothes|top|shirt|bra|panties|pants|knickers|dress)\b/],
  [
    'sexual.advance',
    /\b(?:your|ur|those|nice|big|huge|sexy|perfect|juicy|phat)\s+(?:tits|titties|boobs|boobies|booty|butt|rack|bum|nipples|curves|thighs|cleavage)\b/,
  ],
  [
    'sexual.advance',
    /\bmake (?:you|u) (?:moan|scream my name|cum|come so hard|wet|hard|squirt)\b|\b(?:makes? me|got me|getting|i'?m (?:so )?|im (?:so )?)(?:wet|hard|horny)\s*(?:for you|thinking about you|[.!;)]*\s*$)/,
  ],
  [
    'sexual.advance',
    /\b(?:booty call|friends with benefits|fwb|one night stand|no strings sex|body count|dtf|down to fuck|netflix and chill|69 with|sugar daddy|sugar baby)\b/,
  ],
  [
    'sexual.advance',
    /\b(?:a\s+|for\s+|want\s+|looking for\s+|up for\s+)(?:quick\s+|casual\s+)?hook ?ups?\b|\bhook up (?:tonight|with me|later)\b/,
  ],
];

/** The harassment and sexual rules that fire (ids, each once). */
export function wordRules(v: Views): { harassment: string[]; sexual: string[] } {
  const views = [...new Set([v.plain, v.joined, v.squeezed])];
  const harassment = new Set<string>();
  const sexual = new Set<string>();
  for (const text of views) {
    for (const w of listedWords(text)) {
      const r = reading(text, w);
      if (r?.startsWith('harassment')) harassment.add(r);
      else if (r) sexual.add(r);
    }
    for (const [rule, pattern] of HARASSMENT) if (pattern.test(text)) harassment.add(rule);
    for (const [rule, pattern] of SEXUAL) if (pattern.test(text)) sexual.add(rule);
  }
  return { harassment: [...harassment], sexual: [...sexual] };
}
