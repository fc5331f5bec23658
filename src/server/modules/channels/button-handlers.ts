import type { InboundResult } from './transport';
import type { ButtonHandler, Turn } from './turn';

/**
 * Button taps by the prefix of their data (Telegram callback_data, ≤ 64 bytes): 'p:' for proposals
 * and so on. The lead registers the proposal, relay and scheduling handlers on `app.messenger.buttonHandlers`.
 */
export class ButtonHandlers {
  private readonly handlers = new Map<string, ButtonHandler>();

  register(prefix: string, handler: ButtonHandler): void {
    if (!prefix || this.handlers.has(prefix)) throw new Error(`button prefix '${prefix}' is empty or taken`);
    this.handlers.set(prefix, handler);
  }

  /** The handler of the longest prefix the data starts with; a button nobody knows answers so. */
  async dispatch(turn: Turn, data: string): Promise<InboundResult> {
    const prefix = [...this.handlers.keys()].filter((p) => data.startsWith(p)).sort((a, b) => b.length - a.length)[0];
    if (prefix === undefined) return { callbackText: 'This button no longer works.' };
    return (await this.handlers.get(prefix)!(turn, data.slice(prefix.length))) ?? {};
  }
}
