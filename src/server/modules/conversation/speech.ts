import OpenAI, { toFile } from 'openai';
import type { Config } from '../../config';

/**
 * The voice seams (issue 13, ADR 018). Speech to text: by default none (the chat stores the spec's
 * placeholder voice message); with STT_BASE_URL + STT_MODEL, any OpenAI-compatible
 * `/audio/transcriptions` (OpenAI, whisper.cpp's server, vLLM, LocalAI). Text to speech: by default
 * none (the phone speaks with its own voices); with TTS_BASE_URL + TTS_MODEL, `/audio/speech`.
 */
export interface SpeechServices {
  /** null when no engine is configured. Throws when the engine fails. */
  transcribe: ((wav: Uint8Array, signal?: AbortSignal) => Promise<string>) | null;
  /** null when no engine is configured. */
  speak: ((text: string, signal?: AbortSignal) => Promise<{ audio: Buffer; contentType: string }>) | null;
}

export const SPEECH_TIMEOUT_MS = 30_000;

const client = (baseURL: string, apiKey: string | undefined) =>
  new OpenAI({ baseURL, apiKey: apiKey ?? 'not-needed', timeout: SPEECH_TIMEOUT_MS, maxRetries: 1 });

export function createSpeechServices(config: Config): SpeechServices {
  return { transcribe: transcriber(config), speak: speaker(config) };
}

function transcriber(config: Config): SpeechServices['transcribe'] {
  if (!config.STT_BASE_URL || !config.STT_MODEL) return null;
  const stt = client(config.STT_BASE_URL, config.STT_API_KEY);
  const model = config.STT_MODEL;
  return async (wav, signal) => {
    const file = await toFile(Buffer.from(wav), 'voice.wav', { type: 'audio/wav' });
    const result = await stt.audio.transcriptions.create({ file, model, response_format: 'json' }, { signal });
    return result.text.trim();
  };
}

function speaker(config: Config): SpeechServices['speak'] {
  if (!config.TTS_BASE_URL || !config.TTS_MODEL) return null;
  const tts = client(config.TTS_BASE_URL, config.TTS_API_KEY);
  const { TTS_MODEL: model, TTS_VOICE: voice } = config;
  return async (text, signal) => {
    const response = await tts.audio.speech.create({ model, voice, input: text, response_format: 'mp3' }, { signal });
    return { audio: Buffer.from(await response.arrayBuffer()), contentType: 'audio/mpeg' };
  };
}
