import type { ChatCommand } from '@shared/domain/messenger/chat-commands';
import { hasPreferences } from '@server/modules/agents';
import { automationStats, automationStatus, setAutomation } from './handoff/handoff-store';
import { dateDayHelp } from './date-day/date-day-replies';
import { helpFor } from './help';
import { disconnectLink } from './links';
import { cancelPending } from './outbox-store';
import { pausedUntil } from './timed-pauses';
import { timeZoneCommand } from './time-zone/time-zone-command';
import type { Channel } from './transport';
import { doneUrl, type Turn } from './turn';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_STARTED = (t: Turn) => `Maya's agent hasn't started yet. Finish setting it up here: ${doneUrl(t.deps)}`;
/** The same sentence as POST /api/automation's 409 preferences_needed. */
export const PREFERENCES_NEEDED = "Tell Maya who you'd like to meet first.";

const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(date);

/** Carries out a command from the chat and answers it (one message). */
export async function runCommand(t: Turn, command: ChatCommand): Promise<void> {
  const { db } = t.deps;
  const userId = t.link.userId;
  switch (command.kind) {
    case 'pause': {
      if ((await automationStatus(db, userId)) === 'none') return t.say(NOT_STARTED(t));
      const until = command.days ? new Date(t.now.getTime() + command.days * DAY_MS) : null;
      await setAutomation(db, userId, 'paused', until);
      return t.say(
        until
          ? `Paused. Maya's agent starts again on ${dayIn(until, t.link.timeZone)}; say RESUME to start sooner.`
          : "Paused. Maya's agent stops looking until you say RESUME.",
      );
    }
    case 'resume': {
      if ((await automationStatus(db, userId)) === 'none') return t.say(NOT_STARTED(t));
      // The same gate as /done (routes/api/done): an agent without preferences is not in the pool.
      if (!(await hasPreferences(db, userId))) return t.say(`${PREFERENCES_NEEDED} ${doneUrl(t.deps)}`);
      await setAutomation(db, userId, 'active');
      await t.deps.passSoon(userId);
      return t.say("Welcome back! Maya's agent is looking again.");
    }
    case 'status':
      return t.say(await statusText(t));
    case 'help':
      // Right after "All good?" on a date day, HELP is a call for help, not for the command list.
      if (await dateDayHelp(t)) return;
      return t.say(await helpFor(t));
    case 'start':
      return t.say(await helpFor(t));
    case 'time_zone':
      return timeZoneCommand(t, command.zone);
    case 'stop':
    case 'disconnect':
      return endChat(t, command.kind);
  }
}

async function statusText(t: Turn): Promise<string> {
  const { db } = t.deps;
  const status = await automationStatus(db, t.link.userId);
  if (status === 'none') return NOT_STARTED(t);
  const stats = await automationStats(db, t.link.userId);
  const until = status === 'paused' ? await pausedUntil(db, t.link.userId) : null;
  const state =
    status === 'active'
      ? "Maya's agent is active."
      : until
        ? `Paused until ${dayIn(until, t.link.timeZone)}.`
        : 'Paused (say RESUME to start again).';
  return `${state} Profiles analysed: ${stats.profilesAnalyzed}. Matches found: ${stats.matchesFound}. Conversations started: ${stats.conversationsStarted}.`;
}

/** STOP and DISCONNECT: nothing waiting goes out any more, then one goodbye. */
async function endChat(t: Turn, kind: 'stop' | 'disconnect') {
  const channel = t.link.channel as Channel;
  await disconnectLink(t.deps.db, t.link.userId, channel, t.now);
  await cancelPending(t.deps.db, t.link.userId, channel, `${kind} by the person`);
  const back = channel === 'whatsapp' ? 'reply START' : `reconnect on ${doneUrl(t.deps)}`;
  await t.say(`You won't get any more messages from Maya here. To come back, ${back}.`);
}
