import { describe, expect, it } from 'vitest';
import type { HandoffLinks } from '@shared/schemas/handoff';
import { CHANNEL_INFO, channelInfo, channelLink, nextStepsAfter } from './channels';

const links: HandoffLinks = {
  whatsapp_link: 'https://wa.me/15550100?text=start%20abc',
  whatsapp_qr: 'data:image/png;base64,AAAA',
  telegram_link: 'https://t.me/maya_bot?start=abc',
  messenger_link: 'https://m.me/maya?ref=abc',
  start_token: 'abc',
};

describe('channels', () => {
  it('lists WhatsApp first and only WhatsApp as recommended (§2.13)', () => {
    expect(CHANNEL_INFO.map((c) => c.id)).toEqual(['whatsapp', 'telegram', 'messenger']);
    expect(CHANNEL_INFO.filter((c) => c.recommended).map((c) => c.id)).toEqual(['whatsapp']);
  });

  it('picks the link of each channel, or null before the links load', () => {
    expect(channelLink(links, 'whatsapp')).toBe(links.whatsapp_link);
    expect(channelLink(links, 'telegram')).toBe(links.telegram_link);
    expect(channelLink(links, 'messenger')).toBe(links.messenger_link);
    expect(channelLink(undefined, 'telegram')).toBeNull();
  });

  it('names each channel', () => {
    expect(channelInfo('messenger').name).toBe('Messenger');
  });

  it('sends WhatsApp on to the number check and the others to the dashboard', () => {
    expect(nextStepsAfter('whatsapp').primary.to).toBe('connectChat');
    expect(nextStepsAfter('whatsapp').secondary.to).toBe('done');
    expect(nextStepsAfter('telegram').primary.to).toBe('done');
    expect(nextStepsAfter('messenger').secondary.to).toBe('connectChat');
  });
});
