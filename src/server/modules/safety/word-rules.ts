import { aimedAtReader } from './aimed';
import { HARASSMENT } from './harassment-rules';
import type { Views } from './normalise';
import { rx, words } from './regex';
import { SEXUAL, sexualCue } from './sexual-rules';
import { listedWords, type ListedWord } from './word-list';

const raw = String.raw;

const BODY_AROUND = rx(
  raw`\b${words('nice great big huge fat sexy cute tight juicy perfect phat hot your ur that those show_me see')}\s+(?:\w+\s+)?$`,
);
const ABOUT_YOU_BEFORE = rx(raw`\b${words(`you u ur your youre you're look looking so r are be been feel feeling soo+`)}\s+(?:\w+\s+)?$`);
const FUCK_AIMED = /^\w*\s+(?:you|u|ya|off|yourself|urself|ur ?self|outta here)\b/;
const FUCK_SEXUAL_BEFORE = rx(
  raw`\b${words(`wanna want_to want_2 let_me lemme i'd i_would id can_i could_i gonna going_to i'll ill i_will to and like_to love_to dream_of`)}`,
  raw`\s+(?:\w+\s+)?$`,
);
const FUCK_SEXUAL_AFTER = /^\w*\s+(?:you|u|ya|me|ur|your|her|him|all night|hard|so hard)\b/;

type Reading = 'harassment.slur' | 'harassment.insult' | 'sexual.explicit' | undefined;

/** One listed word, read in its place: harassment, sexual or nothing. */
function reading(text: string, w: ListedWord): Reading {
  const before = text.slice(Math.max(0, w.start - 48), w.start);
  const after = text.slice(w.end);
  const token = text.slice(w.start, w.end) + (/^[a-z]*/.exec(after)?.[0] ?? '');
  const aimed = () => aimedAtReader(text, w.start, w.end);
  switch (w.use) {
    case 'slur':
      return 'harassment.slur';
    case 'insult':
      if (w.word === 'fag' && /^f\w*g+[oi]t/.test(token)) return 'harassment.slur';
      return aimed() ? 'harassment.insult' : undefined;
    case 'either':
      return aimed() || /head|face/.test(token) ? 'harassment.insult' : 'sexual.explicit';
    case 'body':
      if (aimed()) return 'harassment.insult';
      return BODY_AROUND.test(before) && !/hole|hat|wipe|clown|face|head/.test(token) ? 'sexual.explicit' : undefined;
    case 'fuck':
      if (FUCK_SEXUAL_BEFORE.test(before) && FUCK_SEXUAL_AFTER.test(after)) return 'sexual.explicit';
      return FUCK_AIMED.test(after) || /\bgo\s+$/.test(before) ? 'harassment.insult' : undefined;
    case 'swear':
      return undefined;
    case 'sexual':
      if (w.word !== 'sex' || !/^sexy/.test(token)) return 'sexual.explicit';
      return ABOUT_YOU_BEFORE.test(before) || /^\w*\s+(?:pics?|photos?|body|selfies?)/.test(after) ? 'sexual.explicit' : undefined;
  }
}

/** The harassment and sexual rules that fire (ids, each once): obscenity's words read in place, and phrase rules. */
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
    if (sexualCue(text)) sexual.add('sexual.cue');
  }
  return { harassment: [...harassment], sexual: [...sexual] };
}
