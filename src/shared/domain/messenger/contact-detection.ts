/**
 * Contact details in a relayed message (issue 32 item 5): the relay never passes on a phone number,
 * an e-mail address, a messenger username or a profile link; sharing a contact is an explicit act
 * of its sender (SHARE). Errs on the side of caution: a long run of digits counts as a phone number.
 */
export type ContactKind = 'phone' | 'email' | 'username' | 'link';

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
/** "ana at gmail dot com", "ana (at) gmail (dot) com". */
const SPELLED_EMAIL = /\b[\w.+-]+\s*(?:\(at\)|\[at\]|\sat\s)\s*[\w-]+\s*(?:\(dot\)|\[dot\]|\sdot\s|\.)\s*[a-z]{2,}\b(?!\/)/i;
/** "@ana_92": a handle, not an e-mail (those matched above). */
const USERNAME = /(?:^|[^\w.@])@[a-z0-9_.]{3,}/i;
const PROFILE_HOSTS = String.raw`t\.me|telegram\.(?:me|dog)|wa\.me|api\.whatsapp\.com|instagram\.com|instagr\.am|facebook\.com|fb\.me|m\.me`;
const MORE_PROFILE_HOSTS = String.raw`snapchat\.com|tiktok\.com|twitter\.com|x\.com|linkedin\.com|signal\.me`;
const PROFILE_LINK = new RegExp(String.raw`\b(?:${PROFILE_HOSTS}|${MORE_PROFILE_HOSTS})\/\S+`, 'i');
/** A run of digits with the separators people write numbers with. */
const DIGIT_RUNS = /\+?\d[\d\s().\-/]{5,}\d/g;
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
const MIN_PHONE_DIGITS = 7;

function hasPhone(text: string): boolean {
  for (const run of text.match(DIGIT_RUNS) ?? []) {
    const trimmed = run.trim();
    if (DATE_LIKE.test(trimmed)) continue;
    if (trimmed.replace(/\D/g, '').length >= MIN_PHONE_DIGITS) return true;
  }
  return false;
}

/** The kinds of contact detail the text holds (none: it may be relayed). */
export function findContacts(text: string): ContactKind[] {
  const kinds: ContactKind[] = [];
  if (hasPhone(text)) kinds.push('phone');
  if (EMAIL.test(text) || SPELLED_EMAIL.test(text)) kinds.push('email');
  if (USERNAME.test(text.replace(EMAIL, ''))) kinds.push('username');
  if (PROFILE_LINK.test(text)) kinds.push('link');
  return kinds;
}

const NAMES: Record<ContactKind, string> = {
  phone: 'a phone number',
  email: 'an e-mail address',
  username: 'a username',
  link: 'a profile link',
};

/** "a phone number and an e-mail address". */
export const contactWords = (kinds: ContactKind[]) => {
  const words = kinds.map((k) => NAMES[k]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
};
