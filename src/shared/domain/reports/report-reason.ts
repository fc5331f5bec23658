/** What a member may report another for (/done's safety dialog and the messaging app's REPORT). */
export const REPORT_REASONS = ['fake_profile', 'inappropriate', 'unsafe', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX = 500;

/*
 * A report made in the messaging app (issue 32 item 5): the person's own words are the note; the
 * category the admin list sorts by is read from them. Danger first: a report that mentions a
 * threat is `unsafe` whatever else it says.
 */
const UNSAFE =
  /threat|unsafe|scared|afraid|danger|violen|stalk|hurt|harm|kill|weapon|follow(?:ed|ing|s)? me|where i live|minor|under ?age/i;
const FAKE =
  /fake|bot\b|scam|catfish|not (?:a )?real|stolen (?:photo|picture)|someone else|imperson|money|bank|crypto|invest|gift ?card|pay (?:me|him|her)/i;
const INAPPROPRIATE =
  /rude|sexual|explicit|nude|naked|dick|harass|offensive|insult|abus|creep|inappropriate|racis|sexis|homophob|vulgar|obscen|pushy/i;

export function reportReasonOf(words: string): ReportReason {
  if (UNSAFE.test(words)) return 'unsafe';
  if (FAKE.test(words)) return 'fake_profile';
  if (INAPPROPRIATE.test(words)) return 'inappropriate';
  return 'other';
}

/** The note the admins read: where it came from, and the person's words (cut to the note's limit). */
export const reportNote = (words?: string) => {
  const from = 'Reported from the messaging app chat.';
  if (!words?.trim()) return from;
  return `${from} In their words: ${words.trim()}`.slice(0, REPORT_NOTE_MAX);
};

/** "skip", "no", "rather not": the person will not say why (the report stands as it is). */
export const declinesToSay = (text: string) =>
  /^(?:skip|no|nope|nothing|never ?mind|no thanks|rather not|i'd rather not|i don't want to say)[.!]*$/i.test(text.trim());
