/**
 * Messages that need care rather than conversation (issue 42 item 2): self-harm or suicide, abuse, and danger from a
 * person Maya introduced. Read before anything else in a turn; a message read here gets the care answer, is never
 * small talk and never becomes a remembered fact. Rules, the same on both engines: recall matters more than precision
 * here (a kind word to a person who was joking costs little), but figures of speech ("this traffic is killing me",
 * "I'd die for a taco", "he hit me up") stay conversation.
 */
export type CareKind = 'self_harm' | 'abuse' | 'danger_from_match';

const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/'/g, '')
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

const SELF_HARM: RegExp[] = [
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging|drown|starve|starving) (my ?self|myself)\b/,
  /\b(kms|kys myself|unalive( my ?self)?|self ?harm(ing)?|suicid(e|al)(?! squad))\b/,
  new RegExp(
    String.raw`\b(want|wanna|going|gonna|plan|planning|ready|thinking|think|thought|wish|tempted|decided) (to |about |of |i could |i was |i were )?(just )` +
      String.raw`?(die|dying|be dead|end it|end it all|ending it|ending it all|end my life|ending my life|take my (own )?life|` +
      String.raw`taking my (own )?life|not wake up|disappear forever)\b`,
  ),
  /\b(end|ending|ended) (it all|my life|my own life)\b/,
  /\bdont (want|wanna) (to )?(be here|be alive|live|exist|wake up|go on)( any ?more| any longer)\b/,
  /\bdont (want|wanna) (to )?(be alive|live|exist|wake up)\b/,
  /\b(no|dont have a|cant find a|lost every) (reason|point) (to|in|for) (live|living|going on|being alive|being here)\b/,
  /\b(better off (dead|without me)|wish i (was|were) dead|wish i (had never been|wasnt) born)\b/,
  /\b(overdose|overdosing|od on|take all (my|the) pills|swallow all (my|the) pills)\b/,
  /\bcant (go on|do this any ?more|keep living|take (it|this) any ?more)\b/,
];

const PARTNER =
  '(he|she|they|my (ex|partner|boyfriend|girlfriend|bf|gf|husband|wife|hubby|fiance|fiancee|dad|father|mum|mom|mother|stepdad|step ' +
  'dad|stepmom|brother|sister|boss|flatmate|roommate|date|match))';
const HARM_VERB =
  '(hits|hit|beats|beat|punched|punches|slapped|slaps|chokes|choked|strangles|strangled|raped|' +
  'rapes|assaulted|abuses|abused|grabbed|threatens|threatened|forced|forces|locks|locked|followed|' +
  'follows|stalks|stalked)';

const ABUSE: RegExp[] = [
  new RegExp(
    `\\b${PARTNER}( \\w+){0,3} ${HARM_VERB} me\\b(?! (up|at|back|off|with a|on the (shoulder|back)|in (a|the|every|our) (game|match|race|round)))`,
  ),
  // Pushed, shoved and kicked are also figures of speech: "pushed me to apply", "kicked me out of the group chat".
  new RegExp(`\\b${PARTNER}( \\w+){0,3} (kicked|kicks|shoved|pushed) me\\b(?! (to|out|into|up|off|at|back|forward))`),
  /\b(i was|i got|ive been|i have been|been) (raped|sexually assaulted|assaulted|abused|beaten|choked|strangled)\b/,
  /\b(abusive|abuser|domestic (violence|abuse)|coercive control)\b/,
  new RegExp(
    `\\b(afraid|scared|terrified|frightened) (of|to go home to|to leave) ${PARTNER.replace('(he|she|they|', '(him|her|them|')}\\b`,
  ),
  /\b(wont|doesnt|does not|will not) let me (leave|go out|see my (friends|family)|have my phone)\b/,
  /\b(threatened|threatening|threatens) to (kill|hurt|beat|hit) me\b/,
  /\bafraid for my life\b/,
];

const MATCH =
  '(my match|my date|the (guy|girl|man|woman|person|one) (i met|i matched with|from maya|you introduced|you set me ' +
  'up with)|the (guy|girl|man|woman|person) from (the date|last night)|(him|her|them) from (the date|last night))';
const DANGER =
  '(followed me|following me|stalking me|stalks me|threatened me|threatening me|threatens me|wont leave me alone|' +
  'showed up at my|turned up at my|knows where i live|found ' +
  'where i live|hurt me|grabbed me|forced me|touched me|scared me|is scaring me|spiked my drink|' +
  'drugged me|blackmail|blackmailing me|sharing my (photos|pics|nudes))';
const MATCH_DANGER = [new RegExp(`\\b${MATCH}\\b.*\\b${DANGER}`), new RegExp(`\\b${DANGER}.*\\b${MATCH}\\b`)];
/** Someone stalking, threatening or hurting the person, not named: a match when a relay is open, else abuse. */
const SOMEONE_DANGER = new RegExp(`\\b(he|she|they|someone|a (guy|man|woman|girl))( \\w+){0,4} (keeps )?${DANGER}`);

/**
 * What care a message needs, or null. `introduced`: the person has someone Maya introduced (the relay is open), so a
 * harm done to them by "he" or "she" may be that person: they are offered Block and Report with the resources.
 */
export function careOf(text: string, { introduced = false }: { introduced?: boolean } = {}): CareKind | null {
  const t = plain(text);
  if (SELF_HARM.some((rule) => rule.test(t))) return 'self_harm';
  if (MATCH_DANGER.some((rule) => rule.test(t))) return 'danger_from_match';
  if (ABUSE.some((rule) => rule.test(t)) || SOMEONE_DANGER.test(t))
    return introduced && /\b(he|she|they)\b/.test(t) ? 'danger_from_match' : 'abuse';
  return null;
}
