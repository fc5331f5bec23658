import type { z } from 'zod';

/** An API failure the UI can reason about: HTTP status plus the server's user-facing message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True when the request never got an HTTP answer (offline, DNS, reset) — worth a retry. */
export const isNetworkError = (error: unknown) => error instanceof TypeError || (error instanceof ApiError && error.status === 0);

const GENERIC = 'Something went wrong. Please try again.';

/** Dispatched on window, with the path as detail, whenever the API answers 429. */
export const RATE_LIMITED_EVENT = 'maya:rate-limited';

export type ApiInit<T> = {
  /** The shared schema of the success answer; the answer is parsed with it (types come from it too). */
  schema: z.ZodType<T>;
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** The message when the answer does not match the schema (code 'invalid_response'). */
  invalidMessage?: string;
  /** Check the answer, but hand it on as received (for data the server gets back verbatim). */
  asReceived?: boolean;
};

/**
 * The one way the client calls the API: a path from config/paths.ts, JSON in, and the answer
 * checked by its shared schema. A 4xx/5xx becomes an ApiError carrying the server's message.
 * NOTE: `zod` is imported for types only; the schemas come with each caller, never with this file.
 */
export async function api<T>(path: string, init: ApiInit<T>): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    // §3: a rate limit is a security event of this browser; the security monitor logs it.
    if (response.status === 429) window.dispatchEvent(new CustomEvent(RATE_LIMITED_EVENT, { detail: path }));
    const body = (data ?? {}) as { message?: string; code?: string };
    throw new ApiError(body.message ?? GENERIC, response.status, body.code);
  }
  const parsed = init.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(init.invalidMessage ?? GENERIC, response.status, 'invalid_response');
  return init.asReceived ? (data as T) : parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
