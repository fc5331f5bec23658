/**
 * The relay's safety screen (issue 42 item 1; ADR 048): pure rules over one message, and a hook for a model
 * beside them. No I/O: the caller logs the decision (kind, rule, verdict; never the text) and acts on it.
 */
export { screenMessage } from './screen-message';
export {
  FLAG_WINDOW_DAYS,
  NEW_MEMBER_LIMIT,
  OPENING_WINDOW_DAYS,
  PAUSED_FOR_REVIEW,
  REPORT_WINDOW_DAYS,
  holdReasons,
  openingHash,
  withinNewMemberRate,
  type HoldReason,
} from './patterns';
