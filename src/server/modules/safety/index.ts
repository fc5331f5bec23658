/**
 * The relay's safety screen (issue 42 item 1; ADR 048): pure rules over one message, and a hook for a model
 * beside them. No I/O: the caller logs the decision (kind, rule, verdict; never the text) and acts on it.
 */
export { screenMessage } from './screen-message';
