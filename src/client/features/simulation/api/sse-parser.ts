/**
 * A server-sent events frame parser (the WHATWG "event stream" interpretation), pure and
 * incremental: feed it text chunks exactly as they arrive from a ReadableStream and it returns the
 * frames completed so far. A frame, a line or even a CRLF pair may be split across chunks.
 *
 *   - lines end in LF, CR or CRLF; a blank line ends a frame;
 *   - `field: value` (one space after the colon is dropped), `field` alone means an empty value;
 *   - `data` lines are joined with LF; `event` names the frame (default 'message');
 *   - lines starting with ':' are comments (heartbeats) and are ignored, as are unknown fields;
 *   - a frame without any data line is not dispatched.
 */

export interface SseFrame {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Adds a chunk of decoded text; returns the frames it completed. */
  push(chunk: string): SseFrame[];
  /**
   * The stream has ended. Returns a last frame whose terminating blank line never came, when it
   * has data (leniency toward a server that ends on a single newline).
   */
  end(): SseFrame[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  /** The previous chunk ended in CR: an LF at the start of the next one belongs to it. */
  let skipLeadingLf = false;
  let event = '';
  let data: string[] = [];
  let hasData = false;
  let id: string | undefined;

  const dispatch = (out: SseFrame[]) => {
    if (hasData) out.push({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    event = '';
    data = [];
    hasData = false;
  };

  const processLine = (line: string, out: SseFrame[]) => {
    if (line === '') return dispatch(out);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'id' && !value.includes('\0')) id = value;
    // 'retry' and unknown fields: nothing to do for a one-shot POST stream.
  };

  return {
    push(chunk) {
      const out: SseFrame[] = [];
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      if (!started && text.length > 0) {
        started = true;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        processLine(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      const out: SseFrame[] = [];
      if (buffer !== '') processLine(buffer, out);
      buffer = '';
      dispatch(out);
      return out;
    },
  };
}

/** Parses a whole event stream at once (tests, fixtures). */
export function parseSse(text: string): SseFrame[] {
  const parser = createSseParser();
  return [...parser.push(text), ...parser.end()];
}
