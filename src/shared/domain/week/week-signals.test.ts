import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../matching/persona';
import { weekSignals } from './week-signals';

const e = (role: 'a' | 'b', text: string, day = 1, window = 1): TranscriptEntry => ({ role, text, day, window });

describe('weekSignals', () => {
  it('sees a date planned: a suggestion and a yes from the other person, even in the next window', () => {
    expect(weekSignals([e('a', 'How about a hike on Saturday?'), e('b', 'Yes! I’d love that.')]).datePlanned).toBe(true);
    expect(
      weekSignals([e('a', 'We should meet. Maybe coffee on Saturday?', 7, 1), e('b', 'Morning!', 7, 2), e('b', "I'm in.", 7, 2)]),
    ).toMatchObject({ datePlanned: false, dateProposed: true });
    expect(
      weekSignals([e('a', 'We should meet. Maybe coffee on Saturday?', 7, 1), e('b', "Sorry, I'm in a meeting. Okay, I'm in.", 7, 2)])
        .datePlanned,
    ).toBe(true);
  });

  it('sees a date turned down, and who turned it down', () => {
    const declined = weekSignals([
      e('b', 'Would you want to get dinner on Saturday?'),
      e('a', 'Not yet, I think. I like to take these things slowly.'),
    ]);
    expect(declined).toMatchObject({ datePlanned: false, planDeclinedBy: 'a', dateProposed: true });
    expect(weekSignals([e('a', 'Hi!'), e('b', 'Hey.')])).toMatchObject({ dateProposed: false, planDeclinedBy: null });
  });

  it('counts warm replies, dead ends and questions left unanswered', () => {
    const week = weekSignals([
      e('a', 'Been on any good hikes lately?'),
      e('b', 'Not really.'),
      e('a', 'What got you into cooking?'),
      e('b', 'My gran. This is easily the best conversation I’ve had on here.'),
      e('a', 'Any plans tonight?'),
      e('b', 'Morning! Talk later.', 2, 1),
      e('a', 'Morning 🙂', 2, 1),
    ]);
    expect(week).toMatchObject({ deadEnds: 1, warmReplies: 1, unansweredQuestions: 1, messageCount: 7 });
  });

  it('does not count a rhetorical question ("Honestly? …") as one left unanswered', () => {
    expect(weekSignals([e('a', 'Honestly? My dad dragged me up mountains.'), e('b', 'Morning!', 2, 1)]).unansweredQuestions).toBe(0);
  });

  it('does not count a flat word inside a longer answer, nor a question that was answered', () => {
    expect(weekSignals([e('a', 'Coffee?'), e('b', 'Okay, but only if it’s good coffee.')])).toMatchObject({
      deadEnds: 0,
      unansweredQuestions: 0,
    });
  });

  it('sees a one-sided conversation through word counts even when turns alternate', () => {
    const transcript = [
      e('a', 'So tell me about the best trip you ever took and what made it special for you'),
      e('b', 'ok'),
      e('a', 'And what would you do on a perfect Sunday if nothing was planned at all'),
      e('b', 'sleep'),
    ];
    // messages 2:2 → 1; words 32:2 → 1 − 30/34 = 0.118; mean 0.559
    expect(weekSignals(transcript)).toMatchObject({ engagementBalance: 0.559, louder: 'a', deadEnds: 0 });
    expect(weekSignals([e('a', 'hi'), e('a', 'hello?')]).engagementBalance).toBe(0);
    expect(weekSignals([])).toMatchObject({ messageCount: 0, engagementBalance: 0 });
  });
});
