import { vi } from 'vitest';

/**
 * A small fetch stand-in for component and hook tests: requests go to handlers keyed by
 * 'METHOD /path'. A request no handler answers rejects, and fails the test afterwards (tests/setup/dom.ts).
 */
export type StubRequest = { method: string; path: string; search: string; body: unknown; signal: AbortSignal | null };
/** `raw`: the body as sent (a server-sent event stream), instead of `body` as JSON. */
export type StubReply = { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> } | 'network-error';
export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

let unexpected: string[] = [];

export const takeUnexpectedRequests = (): string[] => {
  const seen = unexpected;
  unexpected = [];
  return seen;
};

export const reply = (status: number, body?: unknown): StubReply => ({ status, body });

/** A reply the test releases when it chooses (to look at in-flight states). */
export function deferredReply() {
  let release!: (value: StubReply) => void;
  const promise = new Promise<StubReply>((resolve) => (release = resolve));
  return { handler: () => promise, release };
}

export function stubFetch(handlers: Record<string, StubHandler>) {
  const requests: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname, search } = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: StubRequest = {
      method,
      path: pathname,
      search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? null,
    };
    requests.push(request);
    const handler = handlers[`${method} ${pathname}`];
    if (!handler) {
      unexpected.push(`${method} ${pathname}`);
      throw new TypeError(`No stub for ${method} ${pathname}`);
    }
    const answer = await handler(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** The requests made to 'METHOD /path'. */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
