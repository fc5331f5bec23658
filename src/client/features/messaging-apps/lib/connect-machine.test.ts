import { describe, expect, it } from 'vitest';
import type { ConnectStatus } from '@shared/schemas/handoff';
import { connectReducer, initialConnectState, type ConnectEvent, type ConnectState } from './connect-machine';

const notStarted: ConnectStatus = { status: 'not_started', phone_hint: null };
const sent: ConnectStatus = { status: 'verification_sent', phone_hint: '+•••••••7890' };
const done: ConnectStatus = { status: 'connected', phone_hint: '+•••••••7890' };

const run = (events: ConnectEvent[], from: ConnectState = initialConnectState) => events.reduce(connectReducer, from);

describe('connect state machine (§2.10, §4.5)', () => {
  it('starts on the number form for someone who has not started', () => {
    expect(run([{ type: 'loaded', status: notStarted, at: 0 }])).toEqual({ phase: 'enter', phoneHint: null, pollStartedAt: null });
  });

  it('shows a connected person as connected straight away', () => {
    expect(run([{ type: 'loaded', status: done, at: 0 }]).phase).toBe('connected');
  });

  it('resumes waiting after a reload with a verification out', () => {
    expect(run([{ type: 'loaded', status: sent, at: 500 }])).toEqual({ phase: 'waiting', phoneHint: sent.phone_hint, pollStartedAt: 500 });
  });

  it('falls back to the number form when the first read fails', () => {
    expect(run([{ type: 'load_failed' }]).phase).toBe('enter');
  });

  it('ignores a late first read once the person has moved on', () => {
    const state = run([
      { type: 'loaded', status: notStarted, at: 0 },
      { type: 'sent', status: sent, at: 10 },
      { type: 'loaded', status: notStarted, at: 20 },
    ]);
    expect(state.phase).toBe('waiting');
  });

  it('goes enter → waiting → connected when a poll says connected', () => {
    const state = run([
      { type: 'loaded', status: notStarted, at: 0 },
      { type: 'sent', status: sent, at: 1000 },
      { type: 'polled', status: sent, at: 3000 },
      { type: 'polled', status: done, at: 7000 },
    ]);
    expect(state).toEqual({ phase: 'connected', phoneHint: done.phone_hint, pollStartedAt: null });
  });

  it('expires after 30 s without a reply, by poll or by tick', () => {
    const waiting = run([
      { type: 'loaded', status: notStarted, at: 0 },
      { type: 'sent', status: sent, at: 1000 },
    ]);
    expect(connectReducer(waiting, { type: 'polled', status: sent, at: 29_000 }).phase).toBe('waiting');
    expect(connectReducer(waiting, { type: 'polled', status: sent, at: 31_000 })).toEqual({
      phase: 'expired',
      phoneHint: sent.phone_hint,
      pollStartedAt: null,
    });
    expect(connectReducer(waiting, { type: 'tick', at: 30_999 }).phase).toBe('waiting');
    expect(connectReducer(waiting, { type: 'tick', at: 31_000 }).phase).toBe('expired');
  });

  it('a connected answer still wins at the very end of the window', () => {
    const waiting = run([{ type: 'sent', status: sent, at: 0 }], { phase: 'enter', phoneHint: null, pollStartedAt: null });
    expect(connectReducer(waiting, { type: 'polled', status: done, at: 30_000 }).phase).toBe('connected');
  });

  it('opens a fresh window on check again and on resend', () => {
    const expired: ConnectState = { phase: 'expired', phoneHint: sent.phone_hint, pollStartedAt: null };
    expect(connectReducer(expired, { type: 'check_again', at: 50_000 })).toEqual({
      phase: 'waiting',
      phoneHint: sent.phone_hint,
      pollStartedAt: 50_000,
    });
    expect(connectReducer(expired, { type: 'sent', status: sent, at: 60_000 }).pollStartedAt).toBe(60_000);
    const waiting: ConnectState = { phase: 'waiting', phoneHint: sent.phone_hint, pollStartedAt: 0 };
    expect(connectReducer(waiting, { type: 'sent', status: sent, at: 9000 }).pollStartedAt).toBe(9000);
  });

  it('ignores polls that arrive when not waiting', () => {
    const enter: ConnectState = { phase: 'enter', phoneHint: null, pollStartedAt: null };
    expect(connectReducer(enter, { type: 'polled', status: done, at: 1 })).toBe(enter);
  });

  it('returns to the number form on change number', () => {
    const waiting: ConnectState = { phase: 'waiting', phoneHint: sent.phone_hint, pollStartedAt: 0 };
    expect(connectReducer(waiting, { type: 'change_number' })).toEqual({ phase: 'enter', phoneHint: null, pollStartedAt: null });
  });

  it('never leaves connected', () => {
    const state: ConnectState = { phase: 'connected', phoneHint: done.phone_hint, pollStartedAt: null };
    expect(connectReducer(state, { type: 'change_number' })).toBe(state);
    expect(connectReducer(state, { type: 'polled', status: notStarted, at: 1 })).toBe(state);
  });
});
