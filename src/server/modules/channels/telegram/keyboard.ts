import type { InlineKeyboardMarkup } from 'grammy/types';
import type { ChatButton } from '../transport';

/** Telegram's limit on callback_data, in bytes (UTF-8), not characters. */
export const CALLBACK_DATA_MAX_BYTES = 64;

/** The one button whose data Telegram would refuse (empty or over 64 bytes), if any. */
export const oversizedButton = (rows: ChatButton[][]) =>
  rows.flat().find(({ data }) => data.length === 0 || Buffer.byteLength(data, 'utf8') > CALLBACK_DATA_MAX_BYTES);

/** Rows of buttons as an inline keyboard under the message. */
export const inlineKeyboard = (rows: ChatButton[][]): InlineKeyboardMarkup => ({
  inline_keyboard: rows.map((row) => row.map(({ label, data }) => ({ text: label, callback_data: data }))),
});
