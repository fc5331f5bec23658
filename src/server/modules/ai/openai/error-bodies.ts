/**
 * A `fetch` for the OpenAI SDK that gives every server's error the one shape the SDK reads,
 * `{"error": {"message", "type", "code", "param", …}}`, so Maya sees the server's words:
 * - vLLM (before 0.10) answers `{"object": "error", "message": …, "code": 400}` at the top level,
 *   which the SDK reads as "400 status code (no body)";
 * - LM Studio and Ollama's native errors are a bare string, `{"error": "…"}`;
 * - OpenRouter may answer 200 with only `{"error": {"code": 502, …}}` once the model has started:
 *   it becomes that status, so the retries and the breaker see a failure rather than a reply
 *   without choices.
 * Streams are left alone (errors inside a stream are read in chat-stream.ts).
 */
type Fetch = typeof fetch;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body's error object, whatever shape it came in; null when the body holds no error. */
export function errorOf(body: unknown): Record<string, unknown> | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.error)) return body.error;
  if (typeof body.error === 'string') return { message: body.error };
  if (body.object === 'error' && typeof body.message === 'string') {
    const { object: _object, ...rest } = body;
    return rest;
  }
  return null;
}

const httpStatus = (code: unknown): number | null => (typeof code === 'number' && code >= 400 && code < 600 ? code : null);

/** The body was read (and decoded): its length and encoding headers no longer apply. */
function readHeaders(res: Response): Headers {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return headers;
}

const rebuilt = (res: Response, body: unknown, status = res.status): Response =>
  new Response(JSON.stringify(body), { status, statusText: status === res.status ? res.statusText : '', headers: readHeaders(res) });

export function errorShapedFetch(inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return res;
    const text = await res.text();
    const body = parse(text);
    const error = errorOf(body);
    if (res.ok) {
      const answered = isRecord(body) && ('choices' in body || 'data' in body);
      if (error && !answered) return rebuilt(res, { error }, httpStatus(error.code) ?? 502);
      return new Response(text, { status: res.status, statusText: res.statusText, headers: readHeaders(res) });
    }
    return rebuilt(res, { error: error ?? { message: text.slice(0, 500) } });
  };
}
