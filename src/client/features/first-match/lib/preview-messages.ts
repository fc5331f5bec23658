export const PREVIEW_MESSAGES = 6;

/** §2.9: the first 6 messages of the conversation. */
export const previewMessages = <T>(messages: readonly T[]): T[] => messages.slice(0, PREVIEW_MESSAGES);
