// The calendar invitation both people receive once they pick a slot: an iCalendar file (RFC 5545)
// written by the `ics` library. The same plan keeps the same UID, so a rescheduled invitation
// (higher `sequence`) replaces the old event in a calendar app and a cancelled one removes it.
import { createEvent, type DateArray } from 'ics';
import type { Slot } from './overlapping-slots';
import type { PlaceIdea } from './place-idea';

export const SAFETY_NOTE = 'Meet in a public place, tell a friend where you are going, and get there and back on your own.';

export interface InvitationInput {
  /** The date plan's id: the event's UID is derived from it and nothing else. */
  planId: string;
  slot: Slot;
  firstNames: readonly [string, string];
  placeIdea: PlaceIdea;
  /** When the invitation is written (DTSTAMP); a fixed input keeps the file reproducible. */
  now: Date;
  title?: string;
  /** 0 for the first invitation, one more for each reschedule. */
  sequence?: number;
  cancelled?: boolean;
}

const utcArray = (iso: string): DateArray => {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

/**
 * NOTE: no ORGANIZER or ATTENDEE: those carry e-mail addresses, and an introduction never gives
 * either person's contact details to the other (issue 32, item 5). Calendar apps show such an event
 * as a plain entry without RSVP buttons; replies go through Maya.
 */
export function dateInvitation(input: InvitationInput): string {
  const { planId, slot, firstNames, placeIdea, now, sequence = 0, cancelled = false } = input;
  const [a, b] = firstNames;
  const title = input.title ?? `${a} & ${b}: ${placeIdea.text}`;
  const { error, value } = createEvent({
    productId: 'maya/date-scheduling',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: `date-plan-${planId}@maya`,
    sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: utcArray(slot.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(slot.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description: `${a} and ${b} meet at ${placeIdea.text} (pick one together in the chat). ${SAFETY_NOTE}`,
    location: placeIdea.text,
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: `Tomorrow: ${title}`, trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error('ics wrote nothing');
  // ics stamps DTSTAMP with the wall clock; the caller's `now` keeps the file reproducible.
  return value.replace(
    /^DTSTAMP:\d{8}T\d{6}Z$/m,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );
}
