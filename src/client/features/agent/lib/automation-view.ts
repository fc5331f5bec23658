import type { Automation } from '@shared/schemas/handoff';

export type AutomationStatus = Automation['status'];
export type AutomationStats = Automation['stats'];

/** Spec §8.4. */
export const AUTOMATION_UPDATE_FAILED = { title: 'Error', description: 'Unable to update automation status. Please try again.' } as const;

/** The badge (§2.11 Active/Paused); 'none' means no automation session has started yet. */
export const automationBadge = (status: AutomationStatus): { label: string; tone: 'active' | 'paused' | 'idle' } =>
  status === 'active'
    ? { label: 'Active', tone: 'active' }
    : status === 'paused'
      ? { label: 'Paused', tone: 'paused' }
      : { label: 'Not started', tone: 'idle' };

/** What the Pause/Resume button does from a status, or null when there is nothing to toggle. */
export function toggleFor(
  status: AutomationStatus,
): { action: 'pause_automation' | 'resume_automation'; label: 'Pause' | 'Resume' } | null {
  if (status === 'active') return { action: 'pause_automation', label: 'Pause' };
  if (status === 'paused') return { action: 'resume_automation', label: 'Resume' };
  return null;
}

/** One line under the badge; an agent without preferences is not in the pool yet (docs/agents.md). */
export function automationSummary(status: AutomationStatus, hasPreferences = true): string {
  if (status !== 'none' && !hasPreferences) return "Your agent starts looking once you tell Maya who you'd like to meet.";
  if (status === 'active') return 'Maya is reviewing profiles and chatting with other Mayas for you, around the clock.';
  if (status === 'paused') return 'New conversations are on hold until you resume her. Nothing is lost in the meantime.';
  return 'Maya starts working as soon as you pick a chat app on the chat setup screen.';
}

/** The line under 'You're All Set!', true to the agent's state (the generic one while loading). */
export function heroLine(status: AutomationStatus | undefined, hasPreferences = true): string {
  if (status === 'active' && !hasPreferences)
    return "One last thing: tell Maya who you'd like to meet, and she starts meeting people for you.";
  if (status === 'paused') return "Maya is paused for now. Your matches and progress are saved, so resume her whenever you're ready.";
  if (status === 'none') return 'One last thing: pick a chat app so Maya can start meeting people for you.';
  return "Maya is out meeting people for you now. She'll message you when someone really clicks, and you stay in charge the whole time.";
}

/** §2.11 tiles, labelled for people, in order. */
export const STAT_TILES = [
  { key: 'profilesAnalyzed', label: 'Profiles analyzed' },
  { key: 'matchesFound', label: 'Matches found' },
  { key: 'conversationsStarted', label: 'Conversations started' },
] as const satisfies readonly { key: keyof AutomationStats; label: string }[];

const numberFormat = new Intl.NumberFormat('en-US');

/** A count as shown on a tile: grouped thousands, never negative or fractional. */
export const formatStat = (value: number): string => numberFormat.format(Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** §2.11 messaging-app control: what the person can reply in the chat. */
export const CHAT_COMMANDS = [
  { command: 'PAUSE', effect: 'Maya stops starting new conversations.' },
  { command: 'RESUME', effect: 'Maya picks up where she left off.' },
  { command: 'STATUS', effect: "Get today's profiles, matches and conversations." },
] as const;
