import { findContacts, type ContactKind } from '@shared/domain/messenger/contact-detection';
import { APPS, UNMISTAKABLE_APPS } from './apps';
import type { Views } from './normalise';

/**
 * A word that could be a handle; a handle's shape is a digit, an underscore or a dot inside ("jenny.k22",
 * "ana_lx", "kate1992"), checked apart. NOTE: bounded and unambiguous on purpose: a pattern with the shape
 * inside it ([a-z0-9_.]*(?:\d|…)[a-z0-9_.]*) backtracks cubically on "a.a.a.…" (1,500 characters: 4 s).
 */
const WORD = String.raw`[a-z][a-z0-9_.]{2,29}`;
const HANDLE_SHAPE = /\d|_|[a-z]\.[a-z0-9]/;
const CLAUSE_END = String.raw`(?=\s*(?:$|[!?,;)]|\.(?:\s|$)|\s(?:lol|haha|btw|pls|please|thanks|x+)\b))`;
const IS = String.raw`\s*(?:id|handle|user ?name|user|name|account|acc|@)?\s*(?:is|=|:|-|->|it'?s|its)\s*@?`;

/**
 * Handles named by their app, without the @ findContacts needs: "my snap is jenny.k22", "insta: ana_lx",
 * "add me on kik jenny99", and "my snap is jennyk" (a plain word, only for an app whose name is no
 * everyday word, at the end of the clause, and not a word people say about their account).
 */
const NAMED = new RegExp(String.raw`\b(?:${APPS})\b${IS}(${WORD})`, 'g');
const BEFORE_APP = new RegExp(String.raw`\b(${WORD})\s+(?:on|at|is my)\s+(?:${APPS})\b`, 'g');
const AFTER_APP = new RegExp(String.raw`\b(?:on|at|via)\s+(?:${APPS})\b\s*[:\-]?\s*@?(${WORD})`, 'g');
const MY_APP_WORD = new RegExp(String.raw`(?:^|\bmy\s+|\bour\s+|\badd\s+)(?:${UNMISTAKABLE_APPS})\b${IS}(${WORD})${CLAUSE_END}`);
const NOT_HANDLES = new Set(
  (
    'private public dead down broken deleted off gone inactive same new old boring empty mostly just the my a an pretty not on there here ' +
    'locked hacked banned suspended full linked blank bad good fine ok okay better worse cringe sad weird funny dry quiet active open closed ' +
    'also always never rarely still only really very so too way all mine yours his hers theirs ours that this what where how why kinda ' +
    'sorta basically literally honestly lowkey usually mainly about for from like filled full same different better nothing everything ' +
    'there fun cool lit shit trash crap lame sus dope nice great amazing awesome terrible horrible the best worst mid abandoned'
  ).split(' '),
);

function namedHandle(text: string): boolean {
  for (const re of [NAMED, BEFORE_APP, AFTER_APP])
    for (const m of text.matchAll(re)) if (HANDLE_SHAPE.test(m[1]!.replace(/\.$/, ''))) return true;
  const word = MY_APP_WORD.exec(text)?.[1];
  return word !== undefined && !NOT_HANDLES.has(word);
}

/** findContacts needs one of these: an @ (e-mail, username), "at" (spelled e-mail), a slash (profile link) or a digit (phone). */
const MAY_HOLD_CONTACT = /[@/\d]|\bat\b|\(at\)|\[at\]/;
const WINDOW = 200;
/** Longer than any contact detail people write, so each one lies whole inside some window. */
const OVERLAP = 80;

/**
 * NOTE: findContacts' e-mail patterns backtrack quadratically on a long run without spaces (4,000 characters
 * of "x": ~120 ms), and a relayed message has no length limit. A long text is read in overlapping windows,
 * so the cost grows with the length instead of its square.
 */
function contactsInText(text: string): ContactKind[] {
  if (!MAY_HOLD_CONTACT.test(text)) return [];
  if (text.length <= WINDOW) return findContacts(text);
  const kinds = new Set<ContactKind>();
  for (let at = 0; at < text.length - OVERLAP; at += WINDOW - OVERLAP) {
    const window = text.slice(at, at + WINDOW);
    if (MAY_HOLD_CONTACT.test(window)) for (const k of findContacts(window)) kinds.add(k);
  }
  return [...kinds];
}

/** Contact details in any view of the message: the relay's own detection, plus handles named by their app. */
export function contactsIn(v: Views): ContactKind[] {
  const found = new Set<ContactKind>();
  // The plain view keeps every character findContacts reads (it is the raw text in NFKC, lower case, look-alikes read).
  for (const text of new Set([v.plain, v.joined, v.digits])) for (const kind of contactsInText(text)) found.add(kind);
  if (!found.has('username') && (namedHandle(v.plain) || namedHandle(v.joined))) found.add('username');
  const order: ContactKind[] = ['phone', 'email', 'username', 'link'];
  return order.filter((k) => found.has(k));
}
