import { normalizeCommandText } from './chat-commands';

/**
 * What a person in an open introduction says to Maya rather than to the other (issue 32 item 5,
 * docs/messenger.md "Talking to Maya during a relay"). Only a whole message is a command, so
 * "I'll report back tomorrow" is relayed. NOTE: none of these is a core command (END alone is
 * STOP there), and the core's commands (PAUSE, HELP, STOP…) are answered before the relay.
 */
export type RelayCommand =
  /** Back to Maya: the relay pauses for this person until TALK TO <name>. */
  | { kind: 'maya' }
  /** "maya, what do you know about me?": this one message goes to Maya. */
  | { kind: 'ask_maya' }
  | { kind: 'talk'; name: string }
  | { kind: 'end' }
  | { kind: 'block' }
  /** "REPORT they asked for money": the reason in the same message (else Maya asks for it). */
  | { kind: 'report'; reason?: string }
  | { kind: 'share' };

const PHRASES: [RegExp, RelayCommand][] = [
  [/^(?:maya|back to maya|talk to maya|hey maya)$/, { kind: 'maya' }],
  [/^(?:end chat|end the chat|end this chat|end relay|end introduction|end the introduction)$/, { kind: 'end' }],
  [/^(?:block|block them|block this person)$/, { kind: 'block' }],
  [/^(?:report|report them|report this person)$/, { kind: 'report' }],
  [/^(?:share|share my contact|share contact|share my number)$/, { kind: 'share' }],
];

// "REPORT <reason>" keeps the person's own words; "report back tomorrow" and "report to you" are messages.
const REPORT_WORD = /^\s*\/?report(?:\s+(?:them|him|her|this person))?\s*[:,.!-]?\s+/i;
const NOT_A_REASON = /^(?:(?:back|to|on|in|about)\b|(?:them|him|her|this person)[.!]*$)/i;

function reportWithReason(text: string): RelayCommand | null {
  const m = REPORT_WORD.exec(text);
  const reason = m ? text.slice(m[0].length).trim() : '';
  if (!reason || NOT_A_REASON.test(reason)) return null;
  return { kind: 'report', reason };
}

export function parseRelayCommand(text: string): RelayCommand | null {
  if (/^\s*@?maya\s*[,:]\s*\S/i.test(text)) return { kind: 'ask_maya' };
  const report = reportWithReason(text);
  if (report) return report;
  // The core's normalizer drops a trailing "maya" as a polite word; the relay reads it first.
  const raw = text
    .toLowerCase()
    .trim()
    .replace(/^\//, '')
    .replace(/[\s.!?]+$/, '');
  if (/^(?:maya|back to maya|talk to maya|hey maya)$/.test(raw)) return { kind: 'maya' };
  const t = normalizeCommandText(text);
  const talk = /^(?:talk to|back to|chat with|write to|reply to) (\p{L}[\p{L}' -]{0,49})$/u.exec(t);
  // "talk to you later" is a message; a name that is no open relay's is relayed too (relay-text.ts).
  if (talk && !/^(?:you|u|ya|him|her|them|me|us)\b/.test(talk[1]!)) return { kind: 'talk', name: talk[1]!.trim() };
  return PHRASES.find(([re]) => re.test(t))?.[1] ?? null;
}
