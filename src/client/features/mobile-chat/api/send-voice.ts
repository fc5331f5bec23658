import { apiPaths } from '@client/config/paths';
import { postEventStream } from '@client/lib/post-event-stream';
import { dispatchTurnEvent, type TurnHandlers } from './send-message';

/** POST /api/mobile-chat/voice: the recording as a WAV; the stored voice message (and any reply) stream back. */
export const sendVoiceMessage = (input: { wav: Uint8Array; clientId: string }, handlers: TurnHandlers, signal?: AbortSignal) =>
  postEventStream(
    `${apiPaths.mobileChatVoice}?client_id=${encodeURIComponent(input.clientId)}`,
    { body: new Blob([input.wav as BlobPart], { type: 'audio/wav' }), contentType: 'audio/wav', signal },
    (event) => dispatchTurnEvent(handlers, event),
  );
