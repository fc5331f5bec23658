import type { QueueItemView } from '@shared/schemas/moderation';

/** Words for the console (pure): what kind of item, how old an account, what an action is called. */
export const KIND_LABEL: Record<QueueItemView['kind'], string> = {
  report: 'Report',
  flag: 'Automatic flag',
  appeal: 'Appeal',
  hold: 'Paused by the safety patterns',
};

export const ACTION_LABEL: Record<string, string> = { dismiss: 'Dismissed', warn: 'Warned', suspend: 'Suspended', ban: 'Banned' };

export function accountAge(days: number): string {
  if (days < 1) return 'joined today';
  if (days === 1) return 'joined yesterday';
  if (days < 60) return `joined ${days} days ago`;
  return `joined ${Math.round(days / 30)} months ago`;
}

export function standingLabel(member: QueueItemView['member']): string | null {
  if (member.standing === 'banned') return 'Banned';
  if (member.standing === 'suspended' && member.suspendedUntil && new Date(member.suspendedUntil) > new Date())
    return `Suspended until ${member.suspendedUntil.slice(0, 10)}`;
  if (member.standing === 'warned') return 'Warned before';
  return null;
}

/** An audit row's "what": the action, with the days of a suspension. */
export const auditWhat = (action: string, days: number | null) =>
  `${ACTION_LABEL[action] ?? action}${action === 'suspend' && days ? ` for ${days} day${days === 1 ? '' : 's'}` : ''}`;
