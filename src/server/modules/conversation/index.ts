/**
 * One conversation with Maya on every surface (the phone chat, Telegram, WhatsApp, /dev/messenger): a turn, the
 * history, memory and learning, the person's persona, speech. The only file outside this module may import (ADR
 * 046).
 */
export { recentMessages, toChatMessage } from './chat-history';
export {
  createChatLink,
  endChatSession,
  exchangeToken,
  listChatSessions,
  sessionFromCookie,
  touchSession,
  type MobileSession,
} from './chat-sessions';
export { countryOf } from './care';
export { chatTurn, type ChatTurnInput } from './chat-turn';
export { forgetEverything, knowledgeOf } from './companion';
export { giveFeedback, loadSocialContext, recordInteractions, refreshPreferences } from './learning-store';
export { deleteFact, editFact } from './memory-store';
export { withPersonLock } from './person-lock';
export { createSpeechServices, type SpeechServices } from './speech';
export { NO_PROFILE_MESSAGE, loadUserPersona } from './user-persona';
