import { PROPOSAL_PREFIX, RELAY_PREFIX } from '@shared/domain/messenger/inapp-buttons';
import type { Messenger } from '../messenger';
import { proposalButtonHandler } from './proposal-buttons';
import { tellExpiredProposals } from './proposal-expiry';
import { relayButtonHandler } from './relay-buttons';
import { relayCheck } from './relay-check';
import { relayTextHandler } from './relay-text';
import { reportReasonHandler } from './report';
import { appealReplyHandler } from '../moderation/appeal-reply';
import { suspensionEndsJob } from '../moderation/suspension-ends';

/** Order of the relay among the text handlers: after scheduling's (10), before the companion. */
const RELAY_TEXT_ORDER = 20;
/** A warned or suspended member's one appeal, in reply to Maya (ADR 055): before everything else. */
const APPEAL_ORDER = 4;
/** The answer to "what happened?" after a REPORT: before scheduling's times (10) and the relay. */
const REPORT_REASON_ORDER = 5;

/** Proposals (and their expiry) and introductions in the messaging app (issue 32 items 4 and 5, docs/messenger.md). */
export function registerIntroductions(messenger: Messenger): void {
  messenger.buttonHandlers.register(PROPOSAL_PREFIX, proposalButtonHandler);
  messenger.buttonHandlers.register(RELAY_PREFIX, relayButtonHandler);
  messenger.textHandlers.register('appeal', APPEAL_ORDER, appealReplyHandler);
  messenger.textHandlers.register('report-reason', REPORT_REASON_ORDER, reportReasonHandler);
  messenger.textHandlers.register('relay', RELAY_TEXT_ORDER, relayTextHandler);
  messenger.deliveryChecks.push(relayCheck(messenger.deps.db));
  messenger.onHousekeeping((now) => tellExpiredProposals(messenger.deps.db, now));
  messenger.onHousekeeping((now) => suspensionEndsJob.run(messenger, now));
}
