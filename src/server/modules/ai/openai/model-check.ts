import { APIError } from 'openai';
import { noUsageRecorder } from '../usage';
import { reportMisconfigured, sendAdapting } from './adaptive-call';
import { CircuitOpenError } from './circuit-breaker';
import { deadline, serverName, type OpenAiDeps } from './client';
import { readRejection } from './rejections';
import { failureWords, isRetryable } from './retry';

/** The longest the start-up check waits for each of its two requests. */
const CHECK_TIMEOUT_MS = 10_000;

/** Whether `model` is in the server's list; Ollama serves "llama3.2" as "llama3.2:latest". */
export function listsModel(ids: readonly string[], model: string): boolean {
  const bare = (id: string) => id.replace(/:latest$/, '');
  return ids.some((id) => id === model || bare(id) === bare(model));
}

/**
 * The start-up check: the server's model list (free, and it names what the server does serve),
 * else a one-token call (llama.cpp serves its one model under any name; some servers have no
 * list). What it finds goes to the breaker's state — ok, misconfigured in words, or down — and
 * to the log, once. Never throws.
 */
export async function checkModel(deps: OpenAiDeps): Promise<void> {
  const { client, settings, logger, breaker } = deps;
  const server = serverName(settings.baseURL);
  const names = { model: settings.model, server };
  const ok = (how: string) => {
    breaker.succeeded();
    logger.info?.({ model: settings.model }, `AI model check: AI_MODEL '${settings.model}' answers at ${server} (${how})`);
  };
  const unreachable = (err: unknown) => {
    const words = failureWords(err);
    breaker.failed(words);
    logger.error({ model: settings.model, err: words }, `AI model check: ${server} is down (${words}); answering offline until it answers`);
  };

  let listed: string[] | null = null;
  const list = deadline(Math.min(settings.timeoutMs, CHECK_TIMEOUT_MS));
  try {
    const page = await client.models.list({ signal: list.signal, timeout: CHECK_TIMEOUT_MS });
    listed = page.data.map((m) => m.id);
  } catch (err) {
    const rejection = readRejection(err, names);
    // A 404 here is a server without a model list, not a missing model: the call below decides.
    if (rejection?.kind === 'misconfigured' && !(err instanceof APIError && err.status === 404)) {
      reportMisconfigured(deps, rejection.message);
      return;
    }
    if (isRetryable(err) || list.timedOut()) return unreachable(err);
  }
  if (listed && listsModel(listed, settings.model)) return ok('listed by the server');

  const serves = listed?.length ? `; it serves ${listed.slice(0, 8).join(', ')}${listed.length > 8 ? ', …' : ''}` : '';
  const call = deadline(Math.min(settings.timeoutMs, CHECK_TIMEOUT_MS));
  try {
    await sendAdapting(
      { ...deps, usage: noUsageRecorder },
      { messages: [{ role: 'user', content: 'Reply with OK.' }], maxTokens: 1 },
      { operation: 'chatReply', attempt: 'initial', limit: call, room: 16, describe: (message) => `${message}${serves}` },
      (body) => client.chat.completions.create(body as never, { signal: call.signal, timeout: CHECK_TIMEOUT_MS }),
    );
    ok(listed ? 'a one-token call: the server does not list it under that name' : 'a one-token call');
  } catch (err) {
    // Misconfiguration was reported (and logged once) by sendAdapting; the rest is a server that is down.
    if (breaker.state().state === 'misconfigured' || err instanceof CircuitOpenError) return;
    if (isRetryable(err) || call.timedOut()) return unreachable(err);
    logger.warn({ model: settings.model, err: failureWords(err) }, `AI model check: the one-token call at ${server} failed`);
  }
}
