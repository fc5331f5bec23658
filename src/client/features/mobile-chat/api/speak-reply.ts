import { apiPaths } from '@client/config/paths';

/** POST /api/mobile-chat/speech: Maya's reply spoken by the server's voice engine (when it has one). */
export async function fetchSpokenReply(messageId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(apiPaths.mobileChatSpeech, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message_id: messageId }),
    signal,
  });
  if (!response.ok) throw new Error(`speech ${response.status}`);
  return response.blob();
}
