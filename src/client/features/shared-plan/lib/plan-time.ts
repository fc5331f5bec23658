/** "Saturday 5 December, 18:00–19:30", in the sharer's zone (a friend elsewhere reads the time as the sharer lives it). */
export function planTime(startsAt: string, endsAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${day}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}

/** "Europe/Lisbon" → "Lisbon time"; UTC stays UTC. */
export const zoneLabel = (timeZone: string) =>
  timeZone === 'UTC' ? 'UTC' : `${(timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')} time`;
