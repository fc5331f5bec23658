import { clockIn } from '@shared/domain/messenger/time-zones';
import type { Turn } from '../turn';
import { chooseTimeZone } from './link-time-zone';
import { resolveTimeZone } from './resolve-time-zone';

const HOW_TO_CHANGE = 'To change it, say “time zone Lisbon” (a city) or “my time zone is America/New_York”.';

/**
 * TIMEZONE: the zone Maya plans dates and reminders in, and the time there now (so a wrong one shows
 * at once); "time zone <city or IANA name>" sets it on all the person's chats.
 */
export async function timeZoneCommand(t: Turn, asked: string | undefined): Promise<void> {
  if (!asked) {
    const zone = t.link.timeZone;
    return t.say(`Your time zone is ${zone} (it's ${clockIn(zone, t.now)} there now). I plan dates and reminders in it. ${HOW_TO_CHANGE}`);
  }
  const found = await resolveTimeZone(asked);
  if (!found) {
    return t.say(
      `I couldn't find a time zone for “${asked}”. Try a city, like “time zone Lisbon”, or a zone name, like “time zone Europe/Paris”.`,
    );
  }
  await chooseTimeZone(t.deps.db, t.link.userId, found.zone, t.now);
  const where = found.city ? ` (from ${found.city})` : '';
  return t.say(
    `Done: your time zone is now ${found.zone}${where}, where it's ${clockIn(found.zone, t.now)}. I'll use it for dates and reminders.`,
  );
}
