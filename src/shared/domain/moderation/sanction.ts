import type { ModerationAction } from './queue-items';

/**
 * What an action does to the member's standing and what Maya tells them, pure (ADR 055). Dismiss changes nothing;
 * a warning or suspension leaves room for one appeal; a ban is final. A suspension past its end is `served` (ADR 065).
 */
export type Sanction = { state: 'warned' | 'suspended' | 'banned'; suspendedUntil: Date | null; appeal: 'open' | null };

const DAY_MS = 86_400_000;

export function sanctionFor(action: ModerationAction, days: number | null, now: Date): Sanction | null {
  if (action === 'dismiss') return null;
  if (action === 'warn') return { state: 'warned', suspendedUntil: null, appeal: 'open' };
  if (action === 'suspend') return { state: 'suspended', suspendedUntil: new Date(now.getTime() + (days ?? 1) * DAY_MS), appeal: 'open' };
  return { state: 'banned', suspendedUntil: null, appeal: null };
}

const APPEAL = 'If you think we got this wrong, reply to this message once to tell us why, and a person on our team will read it.';

const FROM_TEAM = 'A message from the Maya team:';

/** What Maya tells a member when their suspension ends (suspension-ends.ts). */
export const SUSPENSION_ENDED =
  `${FROM_TEAM} your suspension has ended. Maya will introduce you to people again and pass on your messages. ` +
  'Thank you for keeping your messages kind and safe.';

/** Maya's words to the member, in their chat app. */
export function noticeFor(action: ModerationAction, days: number | null, reason: string): string | null {
  if (action === 'dismiss') return null;
  const why = `The reason: ${reason.trim().replace(/\.$/, '')}.`;
  if (action === 'warn')
    return (
      `${FROM_TEAM} a moderator looked at a report about your messages and is giving you a warning. ${why} ` +
      `Please keep your messages kind and safe; another report could mean a suspension. ${APPEAL}`
    );
  if (action === 'suspend') {
    const span = days === 1 ? '1 day' : `${days} days`;
    return (
      `${FROM_TEAM} your account is suspended for ${span}. ${why} ` +
      `Until then Maya won't propose anyone to you or pass on your messages. ${APPEAL}`
    );
  }
  return (
    `${FROM_TEAM} your account is banned for breaking Maya's community rules. ${why} ` +
    `Your introductions have ended and you can't sign up again.`
  );
}

/** Whether the member is out of the pool and the relay right now. */
export const isSanctionedNow = (s: { state: string; suspendedUntil: Date | null } | null, now: Date) =>
  Boolean(s && (s.state === 'banned' || (s.state === 'suspended' && s.suspendedUntil && s.suspendedUntil > now)));
