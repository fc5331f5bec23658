import type { Transport } from './transport';

/**
 * The embedded `/dev/messenger` chat: delivering is the outbox row becoming `sent`, which the page
 * reads. It never fails, so the dispatcher's rules (order, pacing) are the same as for a provider.
 */
export const devTransport: Transport = { channel: 'dev', send: async () => ({ ok: true }) };
