/**
 * The channels' inner pieces that tests and benches drive directly, beside the face: the transport contract a fake
 * channel implements, the Telegram transport and Twilio's signature, the introductions and the relay, date planning
 * and the check-in job, the inbox's steps and the outbox's claim and pruning.
 */
export { dateCheckInJob } from '../check-ins/check-in-job';
export { claimDue } from '../claim-due';
export { runStep, type DatesDeps } from '../dates/run-step';
export { startDatePlanning } from '../dates/start-planning';
export { INBOX_LEASE_MS, LEASE_RENEW_MS, claimUpdates } from '../inbox/claim-updates';
export { storeUpdate } from '../inbox/store-update';
export { INBOX_MAX_ATTEMPTS, workUpdate, type WorkDeps } from '../inbox/work-update';
export { introducePair } from '../introductions/introduce';
export { expiredNotice } from '../introductions/proposal-expiry';
export { relayTextHandler } from '../introductions/relay-text';
export { PROPOSAL_READY_JOB } from '../jobs/proposal-ready';
export { pruneOutbox } from '../outbox-retention';
export { createTelegramTransport } from '../telegram/telegram-transport';
export { type OutgoingChatMessage, type SendResult, type Transport } from '../transport';
export { turnOf } from '../turn';
export { twilioSignature } from '../twilio/twilio-signature';
