/**
 * Maya in the person's messaging app (docs/messenger.md): Telegram, WhatsApp through Twilio, the embedded
 * /dev/messenger, e-mail, the hand-off that connects a chat, introductions, the relay, dates, and what goes out
 * (the outboxes). The only file outside this module may import (ADR 046).
 */
export { answerCheckIn, listCheckIns } from './check-ins/check-in-store';
export { createAppMessenger, type MessengerOptions } from './create-app-messenger';
export { sharedPlanOf } from './date-day/shared-plans';
export { exportedDatePlans } from './dates/plan-export';
export { createEmailService, type EmailService } from './email/email-service';
export { chatLinks, whatsappChatUrl } from './handoff/chat-links';
export { automationStats, automationStatus, issueStartToken, setAutomation, startAutomation } from './handoff/handoff-store';
export { sendOptIn } from './handoff/opt-in';
export { connectByReplyCode, connectedOwner, connectionStatus, findConnection, phoneHint } from './handoff/phone-connections';
export { TEST_MESSAGES_PER_HOUR, sendTestMessage } from './handoff/test-message';
export { answeredTaps, chatWaiting } from './inbox/chat-inbox';
export { decideAndIntroduce } from './introductions/introduce';
export { endRelay } from './introductions/relay-store';
export { proposalReadyJob } from './jobs/proposal-ready';
export { createConnectToken } from './link-tokens';
export { connectLink, connectedLink, disconnectLink, linksOf, setPreferred } from './links';
export { type Messenger } from './messenger';
export { cancelPending, chatRows, enqueue, latestOutbox, recordInbound, type OutboxRow } from './outbox-store';
export { queueNotice } from './notice';

export { toInboundEvent } from './telegram/inbound-event';
export { registerWithTelegram, telegramBotFrom, type TelegramBot } from './telegram/telegram-bot';
export { type InboundEvent, type InboundHandler } from './transport';
export { createMessagingService, type MessagingService } from './twilio/messaging-service';
export { isValidTwilioSignature } from './twilio/twilio-signature';
export { ensureWhatsappLink } from './whatsapp-link';
export { heldCount } from './whatsapp-window';
