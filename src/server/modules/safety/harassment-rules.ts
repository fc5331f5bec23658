import { COPULA, YOU_THEN } from './aimed';
import { rx, words } from './regex';

const raw = String.raw;

const INSULTS = words(
  'idiot idiotic stupid dumb moron moronic loser ugly fat fatso fatty pathetic worthless useless disgusting gross pig cow hag freak creep',
  'creepy weirdo trash garbage scum scumbag clown psycho retarded braindead brainless imbecile dimwit halfwit nitwit jerk tosser bellend',
  'knobhead dickhead wanker dumbass jackass asshole arsehole lowlife gold_?digger piece_of_(?:shit|crap|trash) waste_of_(?:my_)?(?:space|oxygen|time)',
  'whale slob joke disgrace embarrassment dumbest stupidest ugliest',
  'hideous obese thick dim simp tease liar uncivili[sz]ed ghetto wrinkly boring annoying delusional desperate brain_?dead slow_in_the_head',
  'manlet rat goblin troll toad dog hoe skank slag thot tramp bimbo',
);
/** Insults for a person, which said on their own are aimed at the reader ("loser.", "piece of trash"). */
const PERSON_INSULTS = words(
  'idiot moron loser pig cow hag freak creep weirdo scum scumbag clown psycho imbecile dimwit halfwit nitwit jerk tosser bellend knobhead',
  'dickhead wanker dumbass jackass asshole arsehole lowlife gold_?digger piece_of_(?:shit|crap|trash) waste_of_space slob',
  'fatty fatso simp manlet hag goblin troll tramp',
);
/** What someone is compared to when they are told they look like it. */
const LIKENED = words(
  'a_man a_boy a_woman a_potato a_foot a_pig a_cow a_whale a_goat a_dying_goat a_rat a_troll a_witch a_hag a_clown a_horse a_monkey',
  'an_ape a_dog a_toad a_frog a_granny a_grandma a_corpse a_zombie a_goblin a_thumb a_fridge (?:u|you)_smell',
);
const FEATURE = words(
  'english accent voice teeth nose face body skin hair pics? photos? profile legs arms belly stomach chin forehead ears',
);
const BAD = words(
  'bad ugly gross disgusting yellow crooked massive huge big fat hideous annoying ghetto terrible horrible awful weird wrinkly',
  'old hairy greasy nasty saggy flabby',
);
/** Pressure after a no: "u said no but", "ill keep asking till u say yes", "not taking no for an answer". */
const PRESSURE = [
  rx(
    raw`\b(?:you|u|ya)\s+(?:said|say|saying|keep saying|says|told me)\s+(?:no|(?:u|you|ur|you'?re) (?:were|was|are|r|not)n?'?t? interested)\b`,
    raw`.{0,60}?\b(?:but|again|still|keep|till|until|every|don'?t|dont|mean|crack|stop|owe)\b`,
  ),
  /\b(?:keep|keeps|kept|will|ill|i'll|gonna)\s+(?:asking|messaging|texting|calling|trying|ask|message)\b.{0,25}?\b(?:till|until|untill)\b/,
  /\bnot taking no\b|\bno for an answer\b|\bdon'?t get to say no\b|\bdont get to say no\b|\bstop saying no\b/,
  /\b(?:not|never) (?:leaving|leave|letting) (?:you|u) (?:alone|go)\b/,
  /\bstop being (?:so )?(?:difficult|uptight|stubborn|a prude|frigid)\b/,
  /\b(?:you|u) owe me\b(?! (?:a|one|big|lol|haha))/,
  /\b(?:asked|ask(?:ing)?) (?:you |u )?(?:nicely )?(?:\d+|two|three|four|five|ten|like \d+|so many) times\b/,
];
const MODIFIERS = words(
  'so such an? really fucking fkn fking just total complete absolute the_most the_biggest a_total a_complete a_fucking like_an? one literally',
);
const BODY = words('face body teeth nose hair voice pics? photos? profile personality bio smile skin weight');
const NASTY = words('stupid dumb fat ugly fucking pathetic worthless disgusting filthy dirty');
const NASTY_NOUNS = words('idiot moron loser pig cow hag freak creep slut whore bitch cunt bastard retard clown trash tramp skank twat');
const NOBODY = words('nobody no_one no1 noone no_man no_woman no_guy no_girl');
const GO_AWAY = words(
  'shut_(?:the_fuck|tf|the_f|ur|your)_?(?:up|mouth|face) gtfo piss_off go_to_hell drop_dead eat_shit suck_my_(?:dick|cock|balls) screw_(?:you|u)\\b',
  'go_fuck_yourself get_a_life\\b go_away\\b.{0,10}\\b(?:loser|freak|creep|idiot)',
);

export const HARASSMENT: [rule: string, pattern: RegExp][] = [
  ['harassment.insult', rx(raw`(?:^|[.!?]\s+)(?:${PERSON_INSULTS}|pathetic|disgusting|manlet)\s*(?:[.!?]|$)`)],
  ...PRESSURE.map((p): [string, RegExp] => ['harassment.pressure', p]),
  // "u broke ass loser", "such a p*ssy", "ur nothing but a gold digging slut"
  [
    'harassment.insult',
    rx(
      raw`(?:\b(?:you|u|ur|nothing but an?)|(?<!\b(?:i'?m|im|i am|i was|i feel)(?:\s+\w+)?\s+)\bsuch an?)\s+(?:[a-z]+\s+){0,2}${PERSON_INSULTS}\b`,
    ),
  ],
  ['harassment.insult', rx(raw`\b(?:you|u)\s+(?:r\s+|are\s+|just\s+)?(?:look|looks|sound|sounds|smell)\s+like\s+${LIKENED}\b`)],
  [
    'harassment.insult',
    rx(raw`\b(?:your|ur)\s+${FEATURE}\s+(?:is|are|r|looks?|sounds?)\s+(?:so\s+|really\s+|too\s+|soo+\s+)?(?:${BAD}|like\s+${LIKENED})\b`),
  ],
  ['harassment.put_down', /\b(?:you|u|ur|you'?re|u r)\s*(?:a\s+)?[0-4](?:\.\d)?\s*\/\s*10\b/],
  ['harassment.put_down', /\b(?:you|u) disgust me\b|\bashamed of (?:you|u)\b|\bimagine being (?:so|that|this) \w+/],
  ['harassment.put_down', /\b(?:shame|pity) about (?:your|ur) \w+/],
  [
    'harassment.racist',
    /\bgo back to (?:your|ur) (?:own )?(?:country|village|jungle|cave)\b|\b(?:you|u) people\b.{0,30}\b(?:are|r|always|all)\b/,
  ],
  [
    'harassment.racist',
    /\b(?:dark|black|brown|yellow)[- ]?skin(?:ned)? (?:girls?|guys?|people|women|men)\b.{0,30}\b(?:always|never|think|are|r|can'?t)\b/,
  ],
  [
    'harassment.put_down',
    /\b(?:ugly|fat|old|poor|short) (?:people|girls|guys|women|men) (?:shouldn'?t|shouldnt|should not|don'?t deserve)\b/,
  ],
  [
    'harassment.put_down',
    /\bthink (?:you'?re|ur|u r|you are) too good for\b|\bwho lied to (?:you|u)\b|\bwhat'?s the point of talking to (?:you|u)\b/,
  ],
  ['harassment.insult', rx(YOU_THEN, raw`(?:'re)?\s+${COPULA}${INSULTS}\b`)],
  ['harassment.insult', rx(raw`\b(?:your|ur)\s+${BODY}\s+(?:is|are|looks?)\s+(?:${MODIFIERS}\s+)*${INSULTS}\b`)],
  ['harassment.insult', rx(raw`\b${GO_AWAY}`)],
  ['harassment.insult', rx(raw`^(?:(?:you|u|ur|ya|what an?|such an?)\s+)?(?:${MODIFIERS}\s+)*${PERSON_INSULTS}\s*[!.?]*$`)],
  ['harassment.insult', rx(raw`\b${NASTY}\s+${NASTY_NOUNS}\b`)],
  [
    'harassment.insult',
    rx(
      raw`(?:,|\b(?:shut up|bye|ok|okay|listen|answer me|reply|whatever|hey|yes|no))\s*(?:you\s+)?(?:${MODIFIERS}\s+)*${PERSON_INSULTS}\s*[!.?]*$`,
    ),
  ],
  [
    'harassment.put_down',
    rx(
      raw`\b(?:nobody|no one|no1|noone)\s+(?:wants|likes|needs|would want)\s+(?:a|an)\s+(?:\w+\s+){0,3}(?:${PERSON_INSULTS}|slut|whore|hoe|bitch)\b`,
    ),
  ],
  [
    'harassment.put_down',
    rx(
      raw`\b${NOBODY}\s+(?:will|would|could|is (?:ever )?going to|is gonna|wants to|ever|is ever gonna|\s)*\s*`,
      raw`(?:love|like|want|date|marry|touch|fuck|care about|be with)s?\s+(?:you|u|someone like you)\b`,
    ),
  ],
  ['harassment.put_down', /\b(?:nobody|no one|no1|noone) (?:asked|cares|gives a (?:shit|fuck|damn))\b/],
  ['harassment.put_down', /\bno wonder (?:you'?re|ur|u r|you are|youre|u are) (?:still )?(?:single|alone|divorced|on here|on this app)\b/],
  [
    'harassment.put_down',
    /\bwho (?:would|could|will|tf would|the hell would) (?:ever )?(?:date|want|love|marry|fuck) (?:you|u|someone like you)\b/,
  ],
  [
    'harassment.put_down',
    /\b(?:you|u) (?:should|need to|gotta|ought to) (?:lose (?:some )?weight|go on a diet|get (?:a )?nose job|fix your (?:face|teeth))\b/,
  ],
  ['harassment.put_down', /\b(?:you|u)(?:'d| would) be (?:pretty|cute|hot|attractive|prettier|cuter) if (?:you|u)\b/],
  [
    'harassment.put_down',
    /\b(?:you'?re|ur|u r|you are|youre) (?:not even|lucky i'?m even|not that) (?:that )?(?:pretty|cute|hot|attractive|good looking|talking to you)\b/,
  ],
  ['harassment.put_down', /\b(?:you|u) (?:look|looked) (?:old|fat|ugly|older|fatter) (?:in|than) /],
];
