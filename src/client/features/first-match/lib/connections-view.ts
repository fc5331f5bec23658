import { displayText } from '@shared/lib/display-text';
import { uniqueInterests } from '@shared/domain/matching/shared-interests';
import { formatDecision } from '@client/lib/format-decision';
import { previewMessages } from './preview-messages';
import { clamp } from '@shared/lib/math';

/**
 * Pure view helpers for /connections (spec §2.9, §8.5). Everything the screen prints about a match
 * or a simulated conversation goes through here, so the defaults and limits are tested once.
 */

export const DEFAULT_MATCH_AGE = 28;
export const DEFAULT_MATCH_LOCATION = 'Nearby';
const MAX_INTERESTS = 8;

export type MatchLike = { name?: unknown; age?: unknown; location?: unknown; bio?: unknown; interests?: unknown };

export type MatchCardView = {
  name: string;
  initials: string;
  age: number;
  location: string;
  bio: string;
  interests: string[];
};

/** §2.9: name, age (default 28), location (default Nearby), bio and shared interests. */
export function matchCardView(match: MatchLike): MatchCardView {
  const name = displayText(match.name, 'label') || 'Your match';
  const age =
    typeof match.age === 'number' && Number.isInteger(match.age) && match.age >= 18 && match.age < 120 ? match.age : DEFAULT_MATCH_AGE;
  const interests = Array.isArray(match.interests)
    ? // Counted as the results' reasons count them (shared-interests.ts): "Board games" and "board game" are one.
      uniqueInterests(match.interests.map((i) => displayText(i, 'label'))).slice(0, MAX_INTERESTS)
    : [];
  return {
    name,
    initials: initialsOf(name),
    age,
    location: displayText(match.location, 'label') || DEFAULT_MATCH_LOCATION,
    bio: displayText(match.bio, 'body'),
    interests,
  };
}

/** Up to two letters for the avatar ('Sam Rivera' → 'SR'). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return Array.from(letters).slice(0, 2).join('').toUpperCase() || '?';
}

export type ConversationLike = {
  conversation: readonly { sender: 'user' | 'match'; text: string }[];
  compatibilityScore: number;
  decision: string;
};

export type PreviewMessage = { id: string; side: 'user' | 'match'; text: string };

export type ConversationView = {
  messages: PreviewMessage[];
  /** How many messages the full conversation had (the preview shows at most 6). */
  total: number;
  scorePercent: number;
  decision: string;
  tone: 'yes' | 'no' | 'maybe';
};

/** §2.9: at most the first 6 messages, the score in percent, the decision with underscores as spaces. */
export function conversationView(result: ConversationLike): ConversationView {
  const score = Number.isFinite(result.compatibilityScore) ? clamp(result.compatibilityScore, 0, 1) : 0;
  const decision = formatDecision(result.decision || 'MAYBE');
  return {
    messages: previewMessages(result.conversation)
      .map((m, i) => ({ id: `m${i}`, side: m.sender, text: displayText(m.text, 'body') }))
      .filter((m) => m.text),
    total: result.conversation.length,
    scorePercent: Math.round(score * 100),
    decision,
    tone: decisionTone(result.decision),
  };
}

export function decisionTone(decision: string): ConversationView['tone'] {
  const d = decision.toUpperCase();
  if (d === 'YES') return 'yes';
  if (d === 'NO') return 'no';
  return 'maybe';
}

// -------------------------------------------------------------------------------------------
// §8.5 toasts. Every failure is titled 'Error'.

export const TOAST_ERROR_TITLE = 'Error';
export const MESSAGES = {
  signIn: 'Please log in to continue',
  findMatch: 'Failed to find match. Please try again.',
  simulate: 'Failed to simulate conversation. Please try again.',
  busy: 'Simulation already in progress',
  qr: 'Failed to generate QR code. Please try again.',
} as const;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof (error as { status: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/** The toast text for a failed 'find match'. */
export function findMatchErrorMessage(error: unknown): string {
  return statusOf(error) === 401 ? MESSAGES.signIn : MESSAGES.findMatch;
}

/** The toast text for a failed conversation simulation; 409 means one is already running. */
export function simulateErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return MESSAGES.signIn;
  if (status === 409) return MESSAGES.busy;
  return MESSAGES.simulate;
}
