import { toDataURL } from 'qrcode';

export type ChatHandles = { whatsappNumber: string; telegramBot: string; messengerPage: string };

/** A chat with Maya's WhatsApp number, nothing typed in. */
export const whatsappChatUrl = (whatsappNumber: string) => `https://wa.me/${whatsappNumber}`;

/** §2.13 chat links, each carrying the person's start token so the messaging side knows who it is. */
export async function chatLinks(handles: ChatHandles, startToken: string) {
  const whatsapp_link = `${whatsappChatUrl(handles.whatsappNumber)}?text=${encodeURIComponent(`start ${startToken}`)}`;
  return {
    whatsapp_link,
    whatsapp_qr: await toDataURL(whatsapp_link, { width: 256, margin: 2 }),
    telegram_link: `https://t.me/${handles.telegramBot}?start=${encodeURIComponent(startToken)}`,
    messenger_link: `https://m.me/${handles.messengerPage}?ref=${encodeURIComponent(startToken)}`,
    start_token: startToken,
  };
}
