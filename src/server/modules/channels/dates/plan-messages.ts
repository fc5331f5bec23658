import { changeData, pickData } from '@shared/domain/date-plans/date-commands';
import { otherSide, type Effect, type PlanState } from '@shared/domain/date-plans/plan-state';
import { dateInvitation, SAFETY_NOTE } from '@shared/domain/scheduling/date-invitation';
import { describeSlot } from '@shared/domain/scheduling/describe-slot';
import type { PlaceIdea } from '@shared/domain/scheduling/place-idea';
import type { Notice } from '../messenger';
import type { ChatButton } from '../transport';
import { shareButton } from '../date-day/date-day-messages';
import type { PairPeople } from './pair-people';

export type Wording = { planId: string; state: PlanState; pair: PairPeople; place: PlaceIdea | null; now: Date };

const EXAMPLE = '“Thursday after 7 or Saturday afternoon”';
const quote = (texts: string[]) => texts.map((t) => `“${t}”`).join(', ');

/** The .ics both receive: the same UID for the plan, so an update or a cancellation replaces the event. */
export function invitation(w: Wording, cancelled: boolean): Notice['document'] {
  const { low, high } = w.pair.people;
  const slot = w.state.chosen;
  if (!slot || !w.place) return undefined;
  const content = dateInvitation({
    planId: w.planId,
    slot,
    firstNames: [low.firstName, high.firstName],
    placeIdea: w.place,
    now: w.now,
    sequence: w.state.sequence,
    cancelled,
  });
  return { filename: cancelled ? 'date-cancelled.ics' : 'date.ics', mimeType: 'text/calendar', content };
}

/** What one person reads for an effect, in their own zone. */
export function wordsFor(effect: Effect, w: Wording): Omit<Notice, 'dedupeKey'> {
  const me = w.pair.people[effect.to];
  const them = w.pair.people[otherSide(effect.to)].firstName;
  const slot = (n: number) => describeSlot(w.state.slots[n]!, me.timeZone);
  const slotButtons = (ns: number[]): ChatButton[][] => [
    ...ns.map((n) => [{ label: slot(n), data: pickData(w.planId, w.state.round, n) }]),
    [{ label: 'None of these', data: pickData(w.planId, w.state.round, 'none') }],
  ];
  const ask = `When suits you in the next two weeks? Say it in your own words, like ${EXAMPLE} (your time, ${me.timeZone}).`;
  switch (effect.say) {
    case 'ask':
      return { text: `Let's find a time for you and ${them} to meet. ${ask}` };
    case 'unclear':
      return {
        text: `${effect.unclear.length ? `I couldn't read ${quote(effect.unclear)} as a day or a time.` : "I didn't catch a day or a time there."} ${ask}`,
      };
    case 'got-times':
      return { text: `Thanks! I'll ask ${them} and come back with times that suit you both.` };
    case 'no-overlap':
      return { text: `Your times and ${them}'s don't overlap in the next two weeks. ${ask}` };
    case 'slots':
      return {
        text: `Times that suit you and ${them} (your time, ${me.timeZone}). Tap the ones you can make:`,
        buttons: slotButtons(w.state.slots.map((_, n) => n)),
      };
    case 'picked-waiting':
      return { text: `Noted. I'll tell you as soon as ${them} picks.` };
    case 'picks-differ':
      return {
        text: `${them} can make ${effect.theirs.map(slot).join(' or ')}. Does that work for you too?`,
        buttons: slotButtons(effect.theirs),
      };
    case 'none-fit':
      return { text: `${effect.by === effect.to ? 'OK, none of those.' : `${them} can't make those times.`} ${ask}` };
    case 'agreed':
      return {
        text:
          `It's a date: ${describeSlot(w.state.chosen!, me.timeZone)} with ${them}. How about ${w.place?.text ?? 'a café'}? ` +
          `Choose the spot together. ${SAFETY_NOTE} The invitation is attached; I'll remind you the evening before.`,
        document: invitation(w, false),
        buttons: [
          [
            { label: 'Reschedule', data: changeData(w.planId, 'reschedule') },
            { label: 'Cancel the date', data: changeData(w.planId, 'cancel') },
          ],
          shareButton(w.planId),
        ],
      };
    case 'rescheduling':
      return { text: `${effect.by === effect.to ? "Let's find another time." : `${them} would like to find another time.`} ${ask}` };
    case 'cancelled': {
      const text =
        effect.by === effect.to
          ? `Cancelled. I've let ${them} know.`
          : effect.by
            ? `${them} cancelled the date.`
            : `Your date with ${them} is off.`;
      return {
        text: effect.invitation ? `${text} The attached update removes it from your calendar.` : text,
        document: effect.invitation ? invitation(w, true) : undefined,
      };
    }
    case 'stale':
      return { text: 'That choice is no longer open.' };
  }
}

/** The evening before, on each person's clock. */
export function reminderWords(w: Wording, to: 'low' | 'high'): string {
  const them = w.pair.people[otherSide(to)].firstName;
  const when = describeSlot(w.state.chosen!, w.pair.people[to].timeZone);
  return `Tomorrow: your date with ${them}, ${when}, at ${w.place?.text ?? 'a café'}. ${SAFETY_NOTE} Say “reschedule” or “cancel the date” if plans change.`;
}
