// The check-in's buttons in the messaging app: `c:<check-in id>:<code>` (41 bytes, within Telegram's 64).
import type { CheckInAnswers } from './check-in-flow';
import type { AgainAnswer } from './outcome-kinds';

export const CHECK_IN_PREFIX = 'c:';

const AGAIN_CODES: Record<AgainAnswer, string> = { yes: 'ay', maybe: 'am', no: 'an' };

/** One answer per button: met yes/no, a rating 1-5, or again yes/maybe/no. */
export type CheckInTap = { met: boolean } | { rating: number } | { again: AgainAnswer };

function codeOf(tap: CheckInTap): string {
  if ('met' in tap) return tap.met ? 'm1' : 'm0';
  if ('rating' in tap) return `r${tap.rating}`;
  return AGAIN_CODES[tap.again];
}

export const checkInData = (checkInId: string, tap: CheckInTap) => `${CHECK_IN_PREFIX}${checkInId}:${codeOf(tap)}`;

/** The data after the 'c:' prefix, or null when it is not one of ours. */
export function readCheckInButton(rest: string): { checkInId: string; answers: CheckInAnswers } | null {
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(m[01]|r[1-5]|a[ymn])$/.exec(rest);
  if (!m) return null;
  const code = m[2]!;
  const again = (Object.keys(AGAIN_CODES) as AgainAnswer[]).find((a) => AGAIN_CODES[a] === code);
  const answers: CheckInAnswers =
    code[0] === 'm' ? { met: code === 'm1' } : code[0] === 'r' ? { rating: Number(code[1]) } : { again: again! };
  return { checkInId: m[1]!, answers };
}
