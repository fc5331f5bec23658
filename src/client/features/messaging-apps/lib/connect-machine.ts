import type { ConnectStatus } from '@shared/schemas/handoff';
import { pollWindowClosed } from './polling';

/**
 * The messaging-app connect flow (spec §2.10, §4.5):
 *   loading → enter (number) → waiting (verification sent, polling) → connected
 *                                   ↘ expired (30 s passed, no reply) → waiting again (check/resend)
 * The server decides when the person is connected; the client only asks.
 */
export type ConnectPhase = 'loading' | 'enter' | 'waiting' | 'expired' | 'connected';

export type ConnectState = {
  phase: ConnectPhase;
  /** The masked number the verification went to, e.g. '+•••••••7890'. */
  phoneHint: string | null;
  /** When the current polling window opened (ms), or null when none is open. */
  pollStartedAt: number | null;
};

export type ConnectEvent =
  /** The first status read on arrival. */
  | { type: 'loaded'; status: ConnectStatus; at: number }
  /** The first status read failed: start from the number form. */
  | { type: 'load_failed' }
  /** send_opt_in answered (first send or resend). */
  | { type: 'sent'; status: ConnectStatus; at: number }
  /** A poll answered. */
  | { type: 'polled'; status: ConnectStatus; at: number }
  /** Time passed without an answer that changes anything. */
  | { type: 'tick'; at: number }
  /** 'Check again' after the window closed. */
  | { type: 'check_again'; at: number }
  /** 'Use a different number'. */
  | { type: 'change_number' };

export const initialConnectState: ConnectState = { phase: 'loading', phoneHint: null, pollStartedAt: null };

const connected = (hint: string | null): ConnectState => ({ phase: 'connected', phoneHint: hint, pollStartedAt: null });
const waiting = (hint: string | null, at: number): ConnectState => ({ phase: 'waiting', phoneHint: hint, pollStartedAt: at });

export function connectReducer(state: ConnectState, event: ConnectEvent): ConnectState {
  // Connected is final for this page: nothing the client hears afterwards undoes it.
  if (state.phase === 'connected') return state;

  switch (event.type) {
    case 'loaded': {
      if (state.phase !== 'loading') return state;
      const { status, phone_hint } = event.status;
      if (status === 'connected') return connected(phone_hint);
      // A verification sent before a reload: pick the wait up again with a fresh window.
      if (status === 'verification_sent') return waiting(phone_hint, event.at);
      return { phase: 'enter', phoneHint: null, pollStartedAt: null };
    }
    case 'load_failed':
      return state.phase === 'loading' ? { phase: 'enter', phoneHint: null, pollStartedAt: null } : state;
    case 'sent': {
      const { status, phone_hint } = event.status;
      if (status === 'connected') return connected(phone_hint);
      return waiting(phone_hint ?? state.phoneHint, event.at);
    }
    case 'polled': {
      if (state.phase !== 'waiting' || state.pollStartedAt === null) return state;
      const { status, phone_hint } = event.status;
      if (status === 'connected') return connected(phone_hint ?? state.phoneHint);
      return pollWindowClosed(state.pollStartedAt, event.at) ? { ...state, phase: 'expired', pollStartedAt: null } : state;
    }
    case 'tick':
      if (state.phase !== 'waiting' || state.pollStartedAt === null) return state;
      return pollWindowClosed(state.pollStartedAt, event.at) ? { ...state, phase: 'expired', pollStartedAt: null } : state;
    case 'check_again':
      return state.phase === 'expired' ? waiting(state.phoneHint, event.at) : state;
    case 'change_number':
      return state.phase === 'loading' ? state : { phase: 'enter', phoneHint: null, pollStartedAt: null };
  }
}
