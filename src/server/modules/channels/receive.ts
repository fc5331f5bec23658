import { parseChatCommand } from '@shared/domain/messenger/chat-commands';
import type { ButtonHandlers } from './button-handlers';
import type { TextHandlers } from './text-handlers';
import { relayButton } from '@shared/domain/messenger/inapp-buttons';
import { chatReply } from './chat-reply';
import { openRelaysOf, type MyRelay } from './introductions/relay-store';
import { connectedLink, touchInbound } from './links';
import { numberedReplyButton } from './numbered-reply';
import { runCommand } from './run-command';
import type { InboundEvent, InboundResult } from './transport';
import { turnOf, type MessengerDeps, type Turn } from './turn';
import { unconnectedChat } from './unconnected-chat';

export type Handlers = { buttons: ButtonHandlers; texts: TextHandlers };

/**
 * The conversation: what the stored inbox does with each update (issue 32 item 3; inbox/). The
 * inbox works an update once and a chat's updates one at a time, in order; a retry after a failure
 * or a crash runs this again, which queues nothing twice (the answers are keyed by the update). A
 * chat nobody is connected to is answered how to connect; a connected one's message is a command
 * or a chat turn with the mobile chat's companion; a button tap goes to its handler by prefix.
 */
export async function receive(deps: MessengerDeps, handlers: Handlers, event: InboundEvent): Promise<InboundResult> {
  const now = deps.now();
  const link = await connectedLink(deps.db, event.channel, event.address);
  if (!link) return unconnectedChat(deps, event, now);
  await touchInbound(deps.db, link, now);
  const turn = turnOf(deps, link, event, now);
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
  const relays = await openRelaysOf(turn.deps.db, turn.link.userId);
  const reply = await chatReply(turn.deps, turn.link.userId, text, {
    clientId: `${turn.link.channel}:${turn.event.updateId}`,
    introduced: relays.length > 0,
  });
  if (!reply.text) return;
  // In danger from someone Maya introduced: Block and Report in the same message as the helplines (issue 42 item 2).
  const relay = reply.care === 'danger_from_match' ? mostRecent(relays) : null;
  await turn.say(reply.text, relay ? { buttons: [safetyButtons(relay.pairId)] } : undefined);
}

const mostRecent = (relays: MyRelay[]) => relays.toSorted((a, b) => b.focusAt.getTime() - a.focusAt.getTime())[0] ?? null;

const safetyButtons = (pairId: string) => [
  { label: 'Block', data: relayButton(pairId, 'block') },
  { label: 'Report', data: relayButton(pairId, 'report') },
];
