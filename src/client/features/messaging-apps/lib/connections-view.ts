import type { MessengerChannel, MessengerConnections } from '@shared/schemas/messenger';

export const CHANNEL_NAMES: Record<MessengerChannel, string> = { telegram: 'Telegram', whatsapp: 'WhatsApp', dev: 'Development chat' };

export type ChannelState = 'connected' | 'disconnected' | 'none';

/** Where a channel stands for the person: never connected, connected, or ended (by them or by STOP). */
export const channelState = (view: MessengerConnections, channel: MessengerChannel): ChannelState =>
  view.connections.find((c) => c.channel === channel)?.status ?? 'none';

/** The connected chats Maya may write to, in a fixed order, and the one she writes to now. */
export function writeTargets(view: MessengerConnections) {
  const order: MessengerChannel[] = ['telegram', 'whatsapp', 'dev'];
  const connected = order.filter((channel) => channelState(view, channel) === 'connected');
  const preferred = view.connections.find((c) => c.status === 'connected' && c.preferred)?.channel ?? null;
  return { connected, preferred };
}
