import { toDataURL } from 'qrcode';

export type ChatHandles = { whatsappNumber: string; telegramBot: string; messengerPage: string };

/** §2.13 chat links, each carrying the person's start token so the messaging side knows who it is. */
export async function chatLinks(handles: ChatHandles, startToken: string) {
  const whatsapp_link = `https://wa.me/${handles.whatsappNumber}?text=${encodeURIComponent(`start ${startToken}`)}`;
  return {
    whatsapp_link,
    whatsapp_qr: await toDataURL(whatsapp_link, { width: 256, margin: 2 }),
    telegram_link: `https://t.me/${handles.telegramBot}?start=${encodeURIComponent(startToken)}`,
    messenger_link: `https://m.me/${handles.messengerPage}?ref=${encodeURIComponent(startToken)}`,
    start_token: startToken,
  };
}
