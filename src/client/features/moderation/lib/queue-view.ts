import type { QueueItemView } from '@shared/schemas/moderation';

/** Words for the console (pure): what kind of item, how old an account, what an action is called. */
export const KIND_LABEL: Record<QueueItemView['kind'], string> = {
  report: 'Report',
  flag: 'Automatic flag',
  appeal: 'Appeal',
  hold: 'Paused by the safety patterns',
};

export const ACTION_LABEL: Record<string, string> = {
  dismiss: 'Dismissed',
  warn: 'Warned',
  suspend: 'Suspended',
  ban: 'Banned',
  approve: 'Approved',
  decline: 'Declined',
};

/** A message's life: the screen holds or flags it, then someone reports it, then its sender appeals. */
const SOURCE_ORDER: QueueItemView['kind'][] = ['hold', 'flag', 'report', 'appeal'];

/**
 * An item's sources in words: "Automatic flag and report" for one message flagged and reported (ADR 065), in the
 * order of a message's life whatever order the sources were stored in (their clocks differ).
 */
export function sourcesLabel(item: Pick<QueueItemView, 'kind' | 'sources'>): string {
  const found = new Set(item.sources.map((s) => s.kind));
  const kinds = SOURCE_ORDER.filter((k) => found.has(k));
  if (kinds.length < 2) return KIND_LABEL[item.kind];
  const words = kinds.map((k, i) => (i === 0 ? KIND_LABEL[k] : KIND_LABEL[k].toLowerCase()));
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What an audit row was about: a queue item's kind, or a waitlist request. */
export const auditSubject = (itemKey: string) => {
  const kind = itemKey.split(':')[0]!;
  return kind === 'waitlist' ? 'Waitlist request' : (KIND_LABEL[kind as keyof typeof KIND_LABEL] ?? itemKey);
};

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
  if (member.standing === 'served' || member.standing === 'suspended') return 'Suspended before';
  return null;
}

/** An audit row's "what": the action, with the days of a suspension. */
export const auditWhat = (action: string, days: number | null) =>
  `${ACTION_LABEL[action] ?? action}${action === 'suspend' && days ? ` for ${days} day${days === 1 ? '' : 's'}` : ''}`;
