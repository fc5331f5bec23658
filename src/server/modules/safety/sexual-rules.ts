import { rx, words } from './regex';

const raw = String.raw;

const SEND = raw`\b(?:send|show|share|snap|drop)\s+(?:me\s+)?`;
const PICS = raw`(?:pics?|photos?|pictures|selfies?|vids?|videos?)`;
const UNDRESSED = words(
  'naked nude topless in_(?:your_|ur_|a_)?(?:underwear|lingerie|bra|panties|bikini|thong|undies|bed) without_(?:any_)?(?:clothes|anything_on)',
  'of_(?:your|ur)_(?:body|boobs|tits|ass|butt|chest|feet|legs|thighs)',
);
const WANTING = words(
  `i\\s+(?:want|wanna|would|will|am_gonna) i'd id i'll ill i'm_gonna im_gonna let_me lemme can_i could_i i'd_love_to wanna want_to gonna dying_to`,
  `can't_wait_to cant_wait_to`,
);
const SEX_ACTS = words('fuck bang smash screw eat lick suck taste ride spank finger grope undress bend');
/** "eat you" but not "eat you out to dinner", "taste you" but not "take you to lunch". */
const NOT_A_MEAL = words('at in a an some up over out_to to with for dinner lunch breakfast later tomorrow');
const BODY_PARTS = words('pussy body ass butt tits boobs lips neck dick cock nipples thighs whole_body');
const CURVES = words('tits titties boobs boobies booty butt rack bum nipples curves thighs cleavage');
const CASUAL_SEX = words(
  'booty_call friends_with_benefits fwb one_night_stand no_strings_sex body_count dtf down_to_fuck netflix_and_chill 69_with sugar_daddy',
  'sugar_baby',
);

/** Words that are sexual in a message to someone ("thinking about you naked", "what colour is your underwear"). */
const SEXUAL_CUES = words(
  'naked nude nudes sexy naughty horny kinky aroused underwear lingerie panties thong knickers undies bra turned_on turn_me_on',
  '(?:fun|good|great|wild|together|join_me|with_me|tonight)_in_bed in_bed_(?:with_me|together|tonight) bend_(?:you|u)_over',
  '(?:kiss|lick|touch|taste|explore|worship)_(?:every_inch|all_over|your_(?:body|neck|thighs|chest)) every_inch_of_(?:you|your)',
  'make_love touch(?:ing)?_myself alone_in_bed do_to_me_in_bed',
);
const TO_YOU = /\b(?:you|u|your|ur|ya|yours|youre|you're|wanna|want to|let'?s)\b/;
const CUE = rx(raw`\b${SEXUAL_CUES}\b`);
/** A sexual word in a message that speaks to the reader. */
export const sexualCue = (text: string) => CUE.test(text) && TO_YOU.test(text);

/** Acts and words that are sexual wherever they stand in a message between two strangers. */
const EXPLICIT = words(
  'threesome bdsm jerk(?:ed|ing)?_off jack(?:ed|ing)?_off wank(?:ed|ing)_(?:to|over|off) give_(?:good_)?head gives?_(?:good_)?head blow_?jobs?',
  'tie_(?:you|u)_up handcuff_(?:you|u) bend_over_(?:for_me|when|and|so) (?:shave|touch_(?:you|u)|lick_(?:you|u)|kiss_(?:you|u))_down_there',
  '(?:shag|bang|smash|fuck|f_u_c_k|ride)_me\\b shag_(?:you|u)\\b',
  "(?:i'?d|id|i_would|would)_(?:totally_)?smash\\b what_(?:i'?m|im)_packing \\d+_inches (?:have|has)_(?:you|u)_slept_with",
  'slept_with_(?:me|you|u)\\b sleep_with_me moan(?:ing)?_(?:my_name|for_me)',
  '(?:voice_note|vn|record)_me_moaning in_nothing wearing_nothing naked_(?:rn|right_now|now|in_bed) so_(?:hard|wet)_(?:thinking|for)',
  'mouth_would_look_better',
);
const WET =
  /\b(?:r|are)\s+(?:you|u|ya)\s+(?:so\s+)?(?:wet|hard|horny)\b|\b(?:bet|i bet)\s+(?:you'?re|ur|u r|you are)\s+(?:so\s+)?(?:tight|wet)\b/;

export const SEXUAL: [rule: string, pattern: RegExp][] = [
  ['sexual.explicit', rx(raw`\b${EXPLICIT}`)],
  ['sexual.advance', WET],
  // "how big do u like it", "do u shave down there", "do u swallow"
  ['sexual.advance', /\bhow (?:big|long|thick) (?:do|is|are) (?:you|u|ur|your)\b|\bdo (?:you|u) (?:shave|swallow|spit)\b/],
  // "send one without the bra", "a pic of u in the shower", "pic of ur cake"
  [
    'sexual.request',
    rx(
      raw`\b(?:send|pic|photo|one|take)\b.{0,30}?\bwithout\s+(?:the\s+|ur\s+|your\s+|a\s+|any\s+)?(?:bra|top|shirt|clothes|panties|underwear|towel|dress)\b`,
    ),
  ],
  [
    'sexual.request',
    rx(raw`\b${PICS}\s+(?:of\s+)?(?:you|u|ur|your)\s+(?:\w+\s+)?(?:in the (?:shower|bath|bathtub)|in bed|bending|cake|booty|butt|ass)\b`),
  ],
  [
    'sexual.advance',
    rx(
      raw`\b(?:your|ur|dat|that|da|the)\s+(?:ass|booty|butt|cake|bum)\b.{0,40}?\b(?:bite|grab|squeeze|spank|slap|touch|lick|see|show|tho|🍑)`,
    ),
  ],
  ['sexual.request', rx(raw`\bshow\s+(?:me\s+)?(?:dat|that|da|the|those|ur|your)\s+(?:${CURVES}|ass|cake)\b`)],
  [
    'sexual.advance',
    /\b(?:your|ur) body (?:was|is) made for\b|\b(?:n[u*]de|nudes?) (?:trade|swap|exchange)\b|\b(?:trade|swap|exchange) (?:nudes|pics)\b/,
  ],
  ['sexual.advance', /\bgo (?:straight )?to bed\b.{0,30}\bmake (?:you|u) (?:scream|moan)|\bmake (?:you|u) (?:scream|moan|beg)\b/],
  ['sexual.request', rx(SEND, raw`(?:some\s+|a\s+|any\s+|more\s+|ur\s+|your\s+)?(?:nudes?|noods|noodz|nudez|naked|nsfw)\b(?:\s+${PICS})?`)],
  [
    'sexual.request',
    rx(SEND, raw`(?:some\s+|a\s+|any\s+|more\s+)?(?:sexy|spicy|naughty|dirty|hot|private|saucy|intimate|revealing)\s+(?:${PICS}|ones)\b`),
  ],
  ['sexual.request', rx(raw`\b${PICS}\s+(?:of\s+)?(?:you\s+|u\s+|ur\s+|your\s+|yourself\s+)?${UNDRESSED}\b`)],
  [
    'sexual.request',
    /\b(?:see|seeing|watch)\s+(?:you|u|ya)\s+(?:naked|nude|topless|without (?:any )?clothes|in (?:your |ur )?(?:underwear|lingerie|undies))\b/,
  ],
  [
    'sexual.advance',
    rx(raw`\b${WANTING}\s+(?:\w+\s+){0,2}?${SEX_ACTS}\s+(?:(?:you|u)\b(?!\s+${NOT_A_MEAL}\b)|(?:ur|your)\s+${BODY_PARTS})`),
  ],
  ['sexual.request', rx(SEND, raw`(?:\w+\s+){0,2}?(?:sexy|spicy|naughty|dirty|saucy|revealing|nude|naked)\b`)],
  ['sexual.advance', /\b(?:you|u)\s+in\s+my\s+bed\b|\btalk(?:ing)? dirty\b|\bdirty talk\b/],
  [
    'sexual.advance',
    /\blet'?s\s+(?:fuck|bang|smash|screw|have sex|get naked|sext)\b|\b(?:wearing|got) (?:anything|nothing|something) (?:on )?(?:under|underneath)\b/,
  ],
  ['sexual.advance', /\bsit on my (?:face|lap|dick|cock)\b|\bwhat(?:'s| is) under (?:your|ur) (?:clothes|dress|skirt|shirt)\b/],
  ['sexual.advance', /\bwhat are (?:you|u) wearing\s*(?:right now|rn|now|tonight|under there)?\s*[?;:)x]*\s*$/],
  [
    'sexual.advance',
    /\b(?:you|u|ur)\b.{0,25}?\b(?:good|great|wild|kinky|amazing|experienced|freaky)\s+in bed\b|\bwhat (?:are )?(?:you|u) like in bed\b/,
  ],
  ['sexual.advance', /\b(?:take|taking|rip|tear)\s+(?:off\s+)?(?:your|ur)\s+(?:clothes|top|shirt|bra|panties|pants|knickers|dress)\b/],
  ['sexual.advance', rx(raw`\b(?:your|ur|those|nice|big|huge|sexy|perfect|juicy|phat)\s+${CURVES}\b`)],
  ['sexual.request', rx(raw`\bshow\s+(?:me\s+)?(?:your|ur)\s+(?:body|chest|${CURVES})\b`)],
  ['sexual.advance', /\bmake (?:you|u) (?:moan|scream my name|cum|come so hard|wet|hard|squirt)\b/],
  [
    'sexual.advance',
    /\b(?:makes? me|making me|got me|getting|i'?m|im)\s+(?:so\s+|really\s+)?(?:wet|hard|horny)\s*(?:for (?:you|u)|thinking (?:about|of) (?:you|u)|[.!;)]*\s*$)/,
  ],
  ['sexual.advance', rx(raw`\b${CASUAL_SEX}\b`)],
  [
    'sexual.advance',
    /\b(?:a\s+|for\s+|want\s+|looking for\s+|up for\s+)(?:quick\s+|casual\s+)?hook ?ups?\b|\bhook up (?:tonight|with me|later)\b/,
  ],
];
