import { apiPaths } from '@client/config/paths';
import { postEventStream } from '@client/lib/post-event-stream';
import { chatMessageSchema, streamDeltaSchema, streamReplySchema, type ChatMessage } from '@shared/schemas/mobile-chat';

export type TurnHandlers = {
  /** The person's message as stored. */
  onMessage: (message: ChatMessage) => void;
  /** The next piece of Maya's reply. */
  onDelta: (text: string) => void;
  /** Maya's reply as stored; `fallback` when the AI engine failed and the spec's fallback answered. */
  onReply: (message: ChatMessage, fallback: boolean) => void;
};

/** Routes one turn's events to its handlers; an `error` event (the stream broke on the server) throws. */
export function dispatchTurnEvent(handlers: TurnHandlers, event: { event: string; data: unknown }) {
  if (event.event === 'message') handlers.onMessage(chatMessageSchema.parse(event.data));
  else if (event.event === 'delta') handlers.onDelta(streamDeltaSchema.parse(event.data).text);
  else if (event.event === 'reply') {
    const reply = streamReplySchema.parse(event.data);
    handlers.onReply(reply.message, reply.fallback);
  } else if (event.event === 'error') throw new Error('The reply broke off');
}

/** POST /api/mobile-chat/messages (send_message): the reply streams back token by token. */
export const sendChatMessage = (input: { content: string; clientId: string }, handlers: TurnHandlers, signal?: AbortSignal) =>
  postEventStream(
    apiPaths.mobileChatMessages,
    { body: JSON.stringify({ content: input.content, client_id: input.clientId }), contentType: 'application/json', signal },
    (event) => dispatchTurnEvent(handlers, event),
  );
