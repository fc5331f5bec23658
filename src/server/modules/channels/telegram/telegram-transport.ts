import { Api, InputFile } from 'grammy';
import type { TelegramSettings } from '../../../config';
import type { OutgoingChatMessage, SendResult, Transport } from '../transport';
import { inlineKeyboard, oversizedButton } from './keyboard';
import { sendFailure } from './send-result';

/** The updates Maya reads; everything else (edits, reactions, channel posts) is never delivered. */
export const ALLOWED_UPDATES = ['message', 'callback_query'] as const;
/** Telegram's limit on a document's caption; a longer text goes as its own message first. */
const CAPTION_MAX = 1024;
/** A call waits this long at most (grammY's own default is 500 s): the outbox retries later. */
const CALL_TIMEOUT_SECONDS = 15;

export type TelegramTransport = Transport & {
  /** Stops the spinner on a tapped button, showing `text` as a toast if given. */
  answerCallbackQuery(callbackId: string, text?: string): Promise<SendResult>;
  /** setWebhook with the secret Telegram echoes back and the updates Maya reads. */
  registerWebhook(url: string, signal?: AbortSignal): Promise<SendResult>;
  /** The bot's username (getMe), for the deep link; `providerId` carries it. */
  fetchUsername(signal?: AbortSignal): Promise<SendResult>;
};

/** Telegram's Bot API through grammY's Api class (docs/decisions/040-telegram-with-grammy.md). */
export function createTelegramTransport(settings: Pick<TelegramSettings, 'token' | 'secret' | 'apiRoot'>): TelegramTransport {
  const api = new Api(settings.token, { apiRoot: settings.apiRoot, timeoutSeconds: CALL_TIMEOUT_SECONDS });
  // NOTE: grammY's Node types name the abort-controller package's AbortSignal; node-fetch takes Node's own.
  const signalFor = (signal?: AbortSignal) => signal as Parameters<Api['getMe']>[0];
  const attempt = async (call: () => Promise<string | undefined>): Promise<SendResult> => {
    try {
      return { ok: true, providerId: await call() };
    } catch (error) {
      return sendFailure(error);
    }
  };

  async function send({ address, text, buttons, document }: OutgoingChatMessage): Promise<SendResult> {
    const bad = buttons && oversizedButton(buttons);
    if (bad) return { ok: false, error: `callback_data of "${bad.label}" is empty or over 64 bytes`, permanent: true };
    const reply_markup = buttons?.length ? inlineKeyboard(buttons) : undefined;
    return attempt(async () => {
      if (!document) return String((await api.sendMessage(address, text, { reply_markup })).message_id);
      // NOTE: two calls when the text is too long for a caption: if the second fails, a retry sends the text again.
      const fitsCaption = text.length <= CAPTION_MAX;
      if (!fitsCaption) await api.sendMessage(address, text);
      const file = new InputFile(Buffer.from(document.content, 'utf8'), document.filename);
      const sent = await api.sendDocument(address, file, { caption: fitsCaption ? text : undefined, reply_markup });
      return String(sent.message_id);
    });
  }

  return {
    channel: 'telegram',
    send,
    answerCallbackQuery: (callbackId, text) =>
      attempt(async () => {
        await api.answerCallbackQuery(callbackId, text ? { text } : undefined);
        return undefined;
      }),
    registerWebhook: (url, signal) =>
      attempt(async () => {
        await api.setWebhook(url, { secret_token: settings.secret, allowed_updates: [...ALLOWED_UPDATES] }, signalFor(signal));
        return undefined;
      }),
    fetchUsername: (signal) => attempt(async () => (await api.getMe(signalFor(signal))).username),
  };
}
