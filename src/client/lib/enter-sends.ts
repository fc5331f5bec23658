import type { KeyboardEvent } from 'react';

/**
 * A chat box's keys: Enter sends, Shift+Enter starts a new line.
 * NOTE: not while an input method is composing (Japanese, Chinese…): Enter picks the word there.
 */
export const enterSends = (send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    send();
  }
};
