/**
 * What people did with Maya's introductions (issue 41 item 1, ADR 051): approvals and passes (with the
 * optional reason), relayed messages counted each way, dates planned, and the morning-after check-in's
 * answers, one row per person, pair and kind, saved once. The learned ranker reads them with
 * `outcomesSince`; every save is followed, after its commit, by `outcomesRecorded` (the ranker's update sent by
 * name, ADR 064). The only file outside this module may import (ADR 046).
 */
export { checkInAnswersOf, countRelayedMessage, givePassReason, passReasonsOf, recordOutcome, saveCheckInAnswers } from './outcome-store';
export { outcomesRecorded } from './outcome-trigger';
