import type { CHANNELS, HandoffLinks } from '@shared/schemas/handoff';

export type Channel = (typeof CHANNELS)[number];

export type ChannelInfo = {
  id: Channel;
  name: string;
  /** One line on why someone would pick it. */
  blurb: string;
  recommended: boolean;
  linkKey: 'whatsapp_link' | 'telegram_link' | 'messenger_link';
};

/** Spec §2.13: WhatsApp-type first and recommended, then Telegram-type, then Messenger-type. */
export const CHANNEL_INFO: readonly ChannelInfo[] = [
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    blurb: 'Voice notes, photos and quick replies. Where most people hear from Maya.',
    recommended: true,
    linkKey: 'whatsapp_link',
  },
  {
    id: 'telegram',
    name: 'Telegram',
    blurb: 'Fast and private, with your chat synced across every device.',
    recommended: false,
    linkKey: 'telegram_link',
  },
  {
    id: 'messenger',
    name: 'Messenger',
    blurb: 'Keep Maya next to the friends you already talk to every day.',
    recommended: false,
    linkKey: 'messenger_link',
  },
];

export const channelInfo = (channel: Channel): ChannelInfo => CHANNEL_INFO.find((c) => c.id === channel)!;

/** The link a card opens, or null while the links are not loaded. */
export const channelLink = (links: HandoffLinks | undefined, channel: Channel): string | null =>
  links ? links[channelInfo(channel).linkKey] : null;

export type NextStep = { label: string; to: 'connectChat' | 'done' };

/**
 * Where to go once a chat app is picked. WhatsApp reaches people by phone number, so it goes on to
 * the number check (/connect-chat, step 4 of 5); the others are ready as they are and go to /done.
 */
export function nextStepsAfter(channel: Channel): { primary: NextStep; secondary: NextStep } {
  return channel === 'whatsapp'
    ? { primary: { label: 'Verify your number', to: 'connectChat' }, secondary: { label: 'Skip to your dashboard', to: 'done' } }
    : { primary: { label: 'Go to your dashboard', to: 'done' }, secondary: { label: 'Also verify a WhatsApp number', to: 'connectChat' } };
}
