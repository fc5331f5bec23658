/**
 * Button data for proposals and relays in the messaging app (issue 32 items 4 and 5). Telegram's
 * callback_data holds 1–64 bytes, so a pair's uuid travels as 22 base64url characters:
 * 'p:' + id + ':a' is 26 bytes. The prefix ('p:' proposals, 'r:' relays) picks the handler; the
 * handler gets the rest ("<id>:<action>").
 */
import type { PassReason } from '../outcomes/outcome-kinds';

export const PROPOSAL_PREFIX = 'p:';
export const RELAY_PREFIX = 'r:';
export const MAX_BUTTON_BYTES = 64;

/** a approve, x pass, m tell me more; after a pass, its optional reason (t not my type, f too far, l not looking, n not now). */
export const PROPOSAL_ACTIONS = {
  a: 'approve',
  x: 'pass',
  m: 'more',
  t: 'not_my_type',
  f: 'too_far',
  l: 'not_looking',
  n: 'not_now',
} as const satisfies Record<string, 'approve' | 'pass' | 'more' | PassReason>;
/**
 * t talk to them, y back to Maya, e end, b block, r report, s share my contact (confirmed); on a message the
 * safety screen held: i edit, c cancel, g send anyway.
 */
export const RELAY_ACTIONS = {
  t: 'talk',
  y: 'maya',
  e: 'end',
  b: 'block',
  r: 'report',
  s: 'share',
  i: 'edit',
  c: 'cancel',
  g: 'send_anyway',
} as const;

type Actions = Record<string, string>;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[keyof typeof PROPOSAL_ACTIONS];
export type RelayAction = (typeof RELAY_ACTIONS)[keyof typeof RELAY_ACTIONS];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid as 22 base64url characters. */
export function compactId(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error('not a uuid');
  const hex = uuid.replace(/-/g, '');
  const binary = String.fromCharCode(...(hex.match(/../g) ?? []).map((h) => parseInt(h, 16)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The uuid back from compactId's 22 characters, or null for anything else. */
export function expandId(compact: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(compact)) return null;
  const binary = atob(compact.replace(/-/g, '+').replace(/_/g, '/'));
  const hex = [...binary].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function encode(prefix: string, actions: Actions, pairId: string, action: string): string {
  const code = Object.keys(actions).find((k) => actions[k] === action);
  if (!code) throw new Error(`unknown action ${action}`);
  const data = `${prefix}${compactId(pairId)}:${code}`;
  if (new TextEncoder().encode(data).length > MAX_BUTTON_BYTES) throw new Error('button data over 64 bytes');
  return data;
}

function decode<A extends string>(actions: Actions, rest: string): { pairId: string; action: A } | null {
  const match = /^([A-Za-z0-9_-]{22}):([a-z])$/.exec(rest);
  const pairId = match ? expandId(match[1]!) : null;
  const action = match ? actions[match[2]!] : undefined;
  return pairId && action ? { pairId, action: action as A } : null;
}

export const proposalButton = (pairId: string, action: ProposalAction) => encode(PROPOSAL_PREFIX, PROPOSAL_ACTIONS, pairId, action);
export const relayButton = (pairId: string, action: RelayAction) => encode(RELAY_PREFIX, RELAY_ACTIONS, pairId, action);
/** The rest of a 'p:' button (after the prefix), or null when it is not one of ours. */
export const readProposalButton = (rest: string) => decode<ProposalAction>(PROPOSAL_ACTIONS, rest);
export const readRelayButton = (rest: string) => decode<RelayAction>(RELAY_ACTIONS, rest);
