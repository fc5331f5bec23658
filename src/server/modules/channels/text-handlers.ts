import type { Turn } from './turn';

/** Handles a connected person's free text; true when it did (the companion then stays out of it). */
export type TextHandler = (turn: Turn, text: string) => Promise<boolean>;

/**
 * Free text that a feature claims before the companion answers it. Commands come first (receive.ts);
 * then the handlers in ascending `order`: the answer to a REPORT's "what happened?" (5), scheduling
 * waiting for this person's times (10), then an open relay to the person they were introduced to
 * (20); anything left is a chat with Maya.
 */
export class TextHandlers {
  private readonly handlers: { name: string; order: number; handle: TextHandler }[] = [];

  register(name: string, order: number, handle: TextHandler): void {
    if (this.handlers.some((h) => h.name === name)) throw new Error(`text handler '${name}' is registered already`);
    this.handlers.push({ name, order, handle });
    this.handlers.sort((a, b) => a.order - b.order);
  }

  async dispatch(turn: Turn, text: string): Promise<boolean> {
    for (const { handle } of this.handlers) if (await handle(turn, text)) return true;
    return false;
  }
}
