import { createServer, type IncomingMessage } from 'node:http';
import { readWavFormat, type WavFormat } from '../../../src/shared/lib/wav';

export type HeardAudio = { model: string; format: WavFormat | { error: string }; bytes: number };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A local OpenAI-compatible speech-to-text server (POST /v1/audio/transcriptions, multipart with
 * `file` and `model`) that records what it was sent and answers `transcript`.
 */
export async function startFakeStt(transcript: string) {
  const heard: HeardAudio[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/audio/transcriptions')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    const form = await new Request('http://stt.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type']! },
      body,
    }).formData();
    const file = form.get('file') as File;
    const bytes = new Uint8Array(await file.arrayBuffer());
    heard.push({ model: String(form.get('model')), format: readWavFormat(bytes), bytes: bytes.length });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: transcript }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, heard, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
