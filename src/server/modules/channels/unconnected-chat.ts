import { and, desc, eq } from 'drizzle-orm';
import { messengerLinks } from '../../db/schema';
import { parseChatCommand } from '@shared/domain/messenger/chat-commands';
import { isBannedPhone } from '../../db/ban-list';
import { isUniqueViolation } from './handoff/phone-connections';
import { useConnectToken } from './link-tokens';
import { connectLink, touchInbound, type MessengerLink } from './links';
import type { Channel, InboundEvent, InboundResult } from './transport';
import { doneUrl, turnOf, type MessengerDeps } from './turn';

const howToConnect = (deps: MessengerDeps) =>
  `Hi, I'm Maya! This chat isn't connected to a Maya account yet. Open ${doneUrl(deps)} and tap "Connect" to get your personal link.`;

const WELCOME = "You're connected! I'll write to you here about your matches. Talk to me any time, or say HELP.";

/**
 * A chat nobody is connected to: `/start <token>` binds it (a token works once, for 24 hours); on
 * WhatsApp START after STOP turns the person's messages back on; anything else gets one short
 * answer on how to connect. NOTE: nothing of the message is read further or stored (the answer
 * goes straight to the transport: there is no person to queue it for).
 */
export async function unconnectedChat(deps: MessengerDeps, event: InboundEvent, now: Date): Promise<InboundResult> {
  if (event.startToken) return bind(deps, event, now);
  if (event.channel === 'whatsapp' && parseChatCommand(event.text)?.kind === 'start') {
    const stopped = await stoppedLink(deps, event);
    if (stopped) return connected(deps, await connectLink(deps.db, stopped.userId, 'whatsapp', event.address, now), event, now);
  }
  await direct(deps, event, howToConnect(deps));
  return event.button ? { callbackText: 'This chat is not connected to Maya.' } : {};
}

async function bind(deps: MessengerDeps, event: InboundEvent, now: Date): Promise<InboundResult> {
  const use = await useConnectToken(deps.db, event.startToken!, now);
  if (use.status === 'unknown') return direct(deps, event, howToConnect(deps));
  if (use.status !== 'ok') {
    const why = use.status === 'used' ? 'This link has already been used.' : 'This link has expired (links work for 24 hours).';
    return direct(deps, event, `${why} Open ${doneUrl(deps)} and tap "Connect" for a new one.`);
  }
  // A banned member's number never links a chat to an account (ADR 065): it says no more than that.
  if (event.channel === 'whatsapp' && (await isBannedPhone(deps.db, event.address)))
    return direct(deps, event, "This number can't be connected to a Maya account.");
  try {
    return await connected(deps, await connectLink(deps.db, use.userId, event.channel, event.address, now), event, now);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another person connected this chat a moment ago: the chat stays theirs.
    return direct(deps, event, 'This chat is already connected to another Maya account.');
  }
}

async function connected(deps: MessengerDeps, link: MessengerLink, event: InboundEvent, now: Date): Promise<InboundResult> {
  await touchInbound(deps.db, link, now);
  await turnOf(deps, link, event, now).say(WELCOME);
  return {};
}

/** The WhatsApp link this number had before its STOP. */
async function stoppedLink(deps: MessengerDeps, event: InboundEvent) {
  const [row] = await deps.db
    .select()
    .from(messengerLinks)
    .where(
      and(eq(messengerLinks.channel, 'whatsapp'), eq(messengerLinks.address, event.address), eq(messengerLinks.status, 'disconnected')),
    )
    .orderBy(desc(messengerLinks.disconnectedAt))
    .limit(1);
  return row ?? null;
}

async function direct(deps: MessengerDeps, event: InboundEvent, text: string): Promise<InboundResult> {
  const result = await deps.transports[event.channel as Channel]?.send({ channel: event.channel, address: event.address, text });
  if (result && !result.ok)
    deps.log.warn({ channel: event.channel, error: result.error }, 'messenger: answer to an unconnected chat failed');
  return {};
}
