import { parseChatCommand } from '@shared/domain/messenger/chat-commands';
import type { ButtonHandlers } from './button-handlers';
import type { TextHandlers } from './text-handlers';
import { chatReply } from './chat-reply';
import { connectedLink, touchInbound } from './links';
import { numberedReplyButton } from './numbered-reply';
import { recordInbound } from './outbox-store';
import { runCommand } from './run-command';
import type { InboundEvent, InboundResult } from './transport';
import { turnOf, type MessengerDeps, type Turn } from './turn';
import { unconnectedChat } from './unconnected-chat';
import { claimUpdate, finishUpdate, releaseUpdate } from './updates';

/**
 * The InboundHandler every transport calls (issue 32 item 3). An update is processed once: the
 * claim decides, and a retried or duplicated webhook gets `{}` and does nothing. A chat nobody is
 * connected to is answered how to connect; a connected one's message is a command or a chat turn
 * with the mobile chat's companion; a button tap goes to its handler by prefix.
 */
export type Handlers = { buttons: ButtonHandlers; texts: TextHandlers };

export async function receive(deps: MessengerDeps, handlers: Handlers, event: InboundEvent): Promise<InboundResult> {
  const now = deps.now();
  if (!(await claimUpdate(deps.db, event.channel, event.updateId, now))) return {};
  try {
    const result = await handle(deps, handlers, event, now);
    await finishUpdate(deps.db, event.channel, event.updateId, deps.now());
    return result;
  } catch (err) {
    // The provider's retry may process it again: what was done so far is keyed by the update.
    await releaseUpdate(deps.db, event.channel, event.updateId);
    throw err;
  }
}

async function handle(deps: MessengerDeps, handlers: Handlers, event: InboundEvent, now: Date): Promise<InboundResult> {
  const link = await connectedLink(deps.db, event.channel, event.address);
  if (!link) return unconnectedChat(deps, event, now);
  await touchInbound(deps.db, link.userId, event.channel, now);
  const turn = turnOf(deps, link, event, now);
  // The embedded chat shows both sides; a provider's app keeps the person's side itself.
  if (event.channel === 'dev') {
    const text = event.text ?? (event.button ? `[${event.button.data}]` : '');
    await recordInbound(
      deps.db,
      { userId: link.userId, channel: 'dev', address: link.address, text, dedupeKey: `in:${event.updateId}` },
      now,
    );
  }
  if (event.button) return handlers.buttons.dispatch(turn, event.button.data);
  if (event.startToken) {
    await turn.say('This chat is already connected to Maya. Say HELP to see what I can do.');
    return {};
  }
  const text = event.text?.trim();
  if (!text) return {};
  // WhatsApp has no buttons: "2" taps the second numbered line, and the tap's answer is a message.
  const numbered = event.channel === 'whatsapp' ? await numberedReplyButton(deps.db, link.userId, link.address, text) : null;
  if (numbered) {
    const answer = await handlers.buttons.dispatch(turn, numbered);
    if (answer.callbackText) await turn.say(answer.callbackText);
    return {};
  }
  await converse(turn, handlers.texts, text);
  return {};
}

async function converse(turn: Turn, texts: TextHandlers, text: string) {
  const command = parseChatCommand(text);
  if (command) return runCommand(turn, command);
  if (await texts.dispatch(turn, text)) return;
  const reply = await chatReply(turn.deps.db, turn.deps.ai, turn.link.userId, text, `${turn.link.channel}:${turn.event.updateId}`);
  if (reply) await turn.say(reply);
}
