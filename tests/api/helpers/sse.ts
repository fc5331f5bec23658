/** Server-sent events read over real HTTP (app.inject waits for the end of a response). */
export type SseEvent = { id?: number; event: string; data: unknown };

/** Parses complete frames out of `buffer`; returns them and the unfinished rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const parts = buffer.split('\n\n');
  const rest = parts.pop() ?? '';
  const events: SseEvent[] = [];
  for (const part of parts) {
    const fields = new Map<string, string>();
    for (const line of part.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const at = line.indexOf(':');
      fields.set(line.slice(0, at), line.slice(at + 1).replace(/^ /, ''));
    }
    if (!fields.has('data')) continue;
    events.push({
      id: fields.has('id') ? Number(fields.get('id')) : undefined,
      event: fields.get('event') ?? 'message',
      data: JSON.parse(fields.get('data')!),
    });
  }
  return { events, rest };
}

export interface ReadOptions {
  headers?: Record<string, string>;
  /** POST this body instead of a GET (a stream answering a request, such as a chat turn). */
  body?: string | Uint8Array<ArrayBuffer>;
  /** Drop the connection when this aborts, like a phone that goes away. */
  signal?: AbortSignal;
  /** Stop (drop the connection) after this many events, like a tab that goes away. */
  max?: number;
  /** Called as each event arrives. */
  onEvent?: (event: SseEvent) => void;
}

/** GETs (or POSTs) an event stream and reads it until it ends or `max` events came; returns the status and the events. */
export async function readSse(url: string, options: ReadOptions = {}): Promise<{ status: number; events: SseEvent[] }> {
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const res = await fetch(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    body: options.body,
    headers: { accept: 'text/event-stream', ...options.headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  if (!res.ok || !res.body || res.status === 204) return { status: res.status, events };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseSse(buffer + value);
      buffer = parsed.rest;
      for (const e of parsed.events) {
        events.push(e);
        options.onEvent?.(e);
        if (options.max !== undefined && events.length >= options.max) return { status: res.status, events };
      }
    }
  } finally {
    controller.abort();
  }
  return { status: res.status, events };
}
