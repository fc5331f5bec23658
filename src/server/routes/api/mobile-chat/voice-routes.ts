import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readWavFormat, WAV_HEADER_BYTES, type WavFormat } from '@shared/lib/wav';
import * as s from '@shared/schemas/mobile-chat';
import { errorResponses, fail } from '../../../lib/route-errors';
import { chatSessionOf, requireChatSession } from './chat-session-auth';
import { whileClientStays } from '../../../lib/client-gone';
import { streamTurn } from './stream-turn';

const { sampleRate, channels, bitsPerSample, maxMs, minMs } = s.VOICE_FORMAT;
/** The longest recording plus its header (and a little slack for other writers' chunks). */
export const VOICE_BODY_LIMIT = WAV_HEADER_BYTES + (maxMs / 1000) * sampleRate * 2 + 4096;

const refuse = () => fail(400, s.MOBILE_CHAT_ERRORS.invalidAudio.code, s.MOBILE_CHAT_ERRORS.invalidAudio.message);

/** What the chat records (spec §9): 24 kHz, mono, 16-bit PCM, 0.3-60 s. */
export function checkRecording(format: WavFormat | { error: string }): WavFormat {
  if ('error' in format) throw refuse();
  const fits = format.sampleRate === sampleRate && format.channels === channels && format.bitsPerSample === bitsPerSample;
  if (!fits || format.durationMs < minMs || format.durationMs > maxMs) throw refuse();
  return format;
}

/**
 * POST /api/mobile-chat/voice: a recording as audio/wav. The server checks it; with a speech-to-text
 * engine its transcript is the person's message and Maya answers it, otherwise the chat keeps the
 * spec's voice placeholder. The audio itself is never stored.
 */
const WAV_TYPES = ['audio/wav', 'audio/wave', 'audio/x-wav'];

export async function voiceRoutes(instance: FastifyInstance) {
  instance.addContentTypeParser(WAV_TYPES, { parseAs: 'buffer', bodyLimit: VOICE_BODY_LIMIT }, (_req, body, done) => done(null, body));
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/mobile-chat/voice',
    {
      onRequest: requireChatSession,
      bodyLimit: VOICE_BODY_LIMIT,
      schema: {
        // The OpenAPI document's request content types (@fastify/swagger); JSON otherwise.
        consumes: WAV_TYPES,
        querystring: s.voiceQuerySchema,
        body: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'audio/wav: 24 kHz, mono, 16-bit PCM' }),
        response: {
          200: z.string().describe('text/event-stream: message, delta, reply, error'),
          ...errorResponses(400, 401, 410, 413, 415, 499, 502),
        },
      },
    },
    async (req, reply) => {
      const session = chatSessionOf(req);
      const wav = new Uint8Array(req.body.buffer, req.body.byteOffset, req.body.byteLength);
      const format = checkRecording(readWavFormat(wav));
      await whileClientStays(reply, async (signal) => {
        const transcript = app.speech.transcribe ? await transcribeOrFail(app, wav, req.log, signal) : null;
        const input = {
          userId: session.userId,
          sessionId: session.id,
          clientId: req.query.client_id,
          type: 'voice' as const,
          durationMs: format.durationMs,
          content: transcript ?? s.VOICE_PLACEHOLDER,
          reply: transcript !== null,
        };
        await streamTurn(app, req, reply, input, signal);
      });
    },
  );
}

async function transcribeOrFail(app: FastifyInstance, wav: Uint8Array, log: FastifyInstance['log'], signal: AbortSignal): Promise<string> {
  try {
    const text = (await app.speech.transcribe!(wav, signal)).slice(0, 2000);
    if (text) return text;
  } catch (err) {
    // The phone left while it was being transcribed: nobody to answer, not an engine failure.
    if (signal.aborted) throw signal.reason;
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'speech to text failed');
  }
  throw fail(502, 'transcription_failed', s.MOBILE_CHAT_ERRORS.invalidAudio.message);
}
