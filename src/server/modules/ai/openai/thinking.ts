/**
 * Thinking models write their reasoning before the answer: in a field of its own
 * (`reasoning_content`: DeepSeek, llama.cpp, vLLM; `reasoning`: OpenRouter, newer Ollama and vLLM)
 * or inline as `<think>…</think>` (Qwen3, DeepSeek-R1 on servers without a reasoning parser).
 * None of it is Maya's reply; all of it costs tokens.
 */
const OPEN = /<think(?:ing)?>/i;
const CLOSE = /<\/think(?:ing)?>/i;

/** A rough size of text the server did not count for us: about four characters a token. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** The reasoning text of a message or delta, from whichever field the server used. */
export function reasoningField(message: unknown): string {
  const m = message as { reasoning_content?: unknown; reasoning?: unknown } | null | undefined;
  const value = m?.reasoning_content ?? m?.reasoning;
  return typeof value === 'string' ? value : '';
}

/**
 * The answer without the thinking. An unclosed `<think>` (a reply cut while thinking) leaves no
 * answer after it; a `</think>` without its opening tag (the template opened it in the prompt)
 * ends thinking that began at the start.
 */
export function splitThinking(content: string): { text: string; thinking: string } {
  let text = content;
  let thinking = '';
  const orphan = CLOSE.exec(text);
  const opened = OPEN.exec(text);
  if (orphan && (!opened || orphan.index < opened.index)) {
    thinking += text.slice(0, orphan.index);
    text = text.slice(orphan.index + orphan[0].length);
  }
  for (let open = OPEN.exec(text); open; open = OPEN.exec(text)) {
    const rest = text.slice(open.index + open[0].length);
    const close = CLOSE.exec(rest);
    thinking += close ? rest.slice(0, close.index) : rest;
    text = text.slice(0, open.index) + (close ? rest.slice(close.index + close[0].length) : '');
  }
  return { text: text.trim(), thinking };
}

/** Thrown when a stream shows, too late, that what it streamed was thinking (an orphan `</think>`). */
export class ThinkingLeakError extends Error {
  constructor() {
    super("the model's thinking was streamed as its reply");
    this.name = 'ThinkingLeakError';
  }
}

/** Longest tail of `text` that may be the start of a tag (`<`, `<th`, `</thin`…), held back until the next chunk. */
function partialTag(text: string): number {
  const lt = text.lastIndexOf('<');
  if (lt < 0 || text.length - lt > '</thinking>'.length) return 0;
  const tail = text.slice(lt).toLowerCase();
  return ['<think>', '<thinking>', '</think>', '</thinking>'].some((t) => t.startsWith(tail)) ? text.length - lt : 0;
}

/**
 * Filters `<think>` blocks out of a stream of chunks, across chunk boundaries. `push` returns the
 * text to show; `thinking` counts what was held back.
 */
export function createThinkingFilter() {
  let inside = false;
  let held = '';
  /** Whether anything but white space was shown. */
  let shown = false;
  let thinking = '';
  const take = (input: string): string => {
    let text = held + input;
    held = '';
    let out = '';
    for (;;) {
      if (inside) {
        const close = CLOSE.exec(text);
        if (!close) {
          const keep = partialTag(text);
          thinking += text.slice(0, text.length - keep);
          held = text.slice(text.length - keep);
          return out;
        }
        thinking += text.slice(0, close.index);
        text = text.slice(close.index + close[0].length);
        inside = false;
        continue;
      }
      const open = OPEN.exec(text);
      const close = CLOSE.exec(text);
      if (close && (!open || close.index < open.index)) {
        // Before anything was shown it is thinking that began at the start; after, it was shown.
        if (shown || out.trim()) throw new ThinkingLeakError();
        thinking += out + text.slice(0, close.index);
        out = '';
        text = text.slice(close.index + close[0].length);
        continue;
      }
      if (open) {
        out += text.slice(0, open.index);
        text = text.slice(open.index + open[0].length);
        inside = true;
        continue;
      }
      const keep = partialTag(text);
      out += text.slice(0, text.length - keep);
      held = text.slice(text.length - keep);
      return out;
    }
  };
  return {
    push(chunk: string): string {
      const out = take(chunk);
      shown ||= out.trim().length > 0;
      return out;
    },
    /** What was held back at the end (a lone "<" is text after all). */
    end(): string {
      const out = inside ? '' : held;
      if (inside) thinking += held;
      held = '';
      return out;
    },
    get thinking() {
      return thinking;
    },
  };
}
