import { ApiError } from './api-client';

export type StreamEvent = { event: string; data: unknown };

/** Complete `event:`/`data:` frames out of `buffer`, and the unfinished rest. */
export function parseEventFrames(buffer: string): { events: StreamEvent[]; rest: string } {
  const frames = buffer.split('\n\n');
  const rest = frames.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const frame of frames) {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
  }
  return { events, rest };
}

const GENERIC = 'Something went wrong. Please try again.';

/**
 * POSTs and reads the answer as server-sent events (EventSource can only GET), calling `onEvent`
 * as each arrives. A refusal before the stream (4xx/5xx JSON) becomes an ApiError; a dropped
 * connection rejects with the network's TypeError.
 */
export async function postEventStream(
  path: string,
  init: { body: BodyInit; contentType: string; signal?: AbortSignal },
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'text/event-stream', 'content-type': init.contentType },
    body: init.body,
    signal: init.signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(body.message ?? GENERIC, response.status, body.code);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEventFrames(buffer + value);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
