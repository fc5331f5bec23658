import { COPULA, YOU_THEN } from './aimed';
import { rx, words } from './regex';

const raw = String.raw;

const INSULTS = words(
  'idiot idiotic stupid dumb moron moronic loser ugly fat fatso fatty pathetic worthless useless disgusting gross pig cow hag freak creep',
  'creepy weirdo trash garbage scum scumbag clown psycho retarded braindead brainless imbecile dimwit halfwit nitwit jerk tosser bellend',
  'knobhead dickhead wanker dumbass jackass asshole arsehole lowlife gold_?digger piece_of_(?:shit|crap|trash) waste_of_(?:my_)?(?:space|oxygen|time)',
  'whale slob joke disgrace embarrassment dumbest stupidest ugliest',
);
/** Insults for a person, which said on their own are aimed at the reader ("loser.", "piece of trash"). */
const PERSON_INSULTS = words(
  'idiot moron loser pig cow hag freak creep weirdo scum scumbag clown psycho imbecile dimwit halfwit nitwit jerk tosser bellend knobhead',
  'dickhead wanker dumbass jackass asshole arsehole lowlife gold_?digger piece_of_(?:shit|crap|trash) waste_of_space slob',
);
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
