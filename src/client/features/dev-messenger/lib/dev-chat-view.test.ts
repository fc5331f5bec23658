import { describe, expect, it } from 'vitest';
import type { DevChat } from '@shared/schemas/messenger';
import {
  answersAwaited,
  documentHref,
  documentLabel,
  mayaIsTyping,
  newDayBefore,
  tapLabels,
  visibleMessages,
  withOwnMessage,
} from './dev-chat-view';

const message = (id: number, from: 'maya' | 'you', status: 'pending' | 'sent' | 'failed'): DevChat['messages'][number] => ({
  id,
  from,
  text: `m${id}`,
  buttons: [],
  document: null,
  status,
  at: '2026-11-27T10:00:00.000Z',
});
const chat = (...messages: DevChat['messages']): DevChat => ({ connected: true, messages, waiting: false, answers: [] });

describe('the embedded chat as the phone shows it', () => {
  it("shows the person's lines and Maya's delivered ones, not hers still queued or failed", () => {
    const shown = visibleMessages(
      chat(message(1, 'maya', 'sent'), message(2, 'you', 'sent'), message(3, 'maya', 'pending'), message(4, 'maya', 'failed')),
    );
    expect(shown.map((m) => m.id)).toEqual([1, 2]);
  });

  it("adds the person's line at once, trimmed, pending, with an id the server never uses", () => {
    const next = withOwnMessage(chat(message(1, 'maya', 'sent')), '  hi  ', new Date('2026-11-27T10:00:05Z'));
    expect(next.messages.at(-1)).toMatchObject({ from: 'you', text: 'hi', status: 'pending', at: '2026-11-27T10:00:05.000Z' });
    expect(next.messages.at(-1)!.id).toBeLessThan(0);
  });

  it('says Maya is typing while a reply is awaited or one of hers is queued', () => {
    expect(mayaIsTyping(chat(message(1, 'maya', 'sent')), false)).toBe(false);
    expect(mayaIsTyping(chat(message(1, 'maya', 'sent')), true)).toBe(true);
    expect(mayaIsTyping(chat(message(1, 'maya', 'pending')), false)).toBe(true);
    // Sent and answered, but not worked yet by the inbox.
    expect(mayaIsTyping({ ...chat(message(1, 'you', 'sent')), waiting: true }, false)).toBe(true);
  });

  it("picks the answers to this page's own taps, not older ones", () => {
    const answers = [
      { client_id: 'mine-0001', callback_text: 'Approved' },
      { client_id: 'older-0001', callback_text: 'Passed' },
    ];
    expect(answersAwaited({ ...chat(), answers }, new Set(['mine-0001', 'still-waiting']))).toEqual([answers[0]]);
  });

  it('names an invitation by its kind and makes a link of its text', () => {
    const ics = { filename: 'date.ics', mime_type: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' };
    expect(documentLabel(ics)).toBe('Date invitation (.ics)');
    expect(documentLabel({ ...ics, filename: 'menu.pdf', mime_type: 'application/pdf' })).toBe('menu.pdf');
    expect(decodeURIComponent(documentHref(ics).split(',')[1]!)).toBe(ics.content);
    expect(documentHref(ics).startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  });

  it("names a tap's copy by the label of the button that carries its data", () => {
    const card = { ...message(1, 'maya', 'sent'), buttons: [[{ label: 'Approve', data: 'p:ab:a' }], [{ label: 'Pass', data: 'p:ab:p' }]] };
    const labels = tapLabels([card, message(2, 'you', 'sent')]);
    expect(labels.get('[p:ab:p]')).toBe('Pass');
    expect(labels.get('[x]')).toBeUndefined();
  });
});

describe('newDayBefore', () => {
  it('names the day of a message that begins a new day, and nothing within a day or for the first', () => {
    const at = (iso: string) => ({ at: iso });
    const log = [at('2026-12-05T12:00:00'), at('2026-12-05T18:00:00'), at('2026-12-06T11:01:00')];
    expect(newDayBefore(log, 0)).toBeNull();
    expect(newDayBefore(log, 1)).toBeNull();
    expect(newDayBefore(log, 2)).toBe(
      new Date('2026-12-06T11:01:00').toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long' }),
    );
    expect(newDayBefore(log, 2)).toMatch(/Sunday/);
  });
});
