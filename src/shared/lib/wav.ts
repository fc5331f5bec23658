/**
 * 16-bit PCM WAV (RIFF) encoding and checking: the mobile chat records through the Web Audio API
 * (spec §9: 24 kHz, mono) and uploads the samples as a WAV, which the server checks before it
 * stores or transcribes anything. Plain byte work, so browser and server share it.
 */

export const WAV_HEADER_BYTES = 44;

export type WavFormat = { sampleRate: number; channels: number; bitsPerSample: number; dataBytes: number; durationMs: number };

/** Float samples in -1..1 (clipped) as a 16-bit little-endian PCM mono WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(WAV_HEADER_BYTES + samples.length * 2);
  const view = new DataView(bytes.buffer);
  writeAscii(bytes, 0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  writeAscii(bytes, 8, 'WAVE');
  writeAscii(bytes, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true);
  writeAscii(bytes, 36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(WAV_HEADER_BYTES + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return bytes;
}

/**
 * The format of a PCM WAV file, or a reason it is not one. Walks the RIFF chunks (other writers,
 * e.g. espeak-ng or ffmpeg, put LIST chunks before `data`).
 */
export function readWavFormat(bytes: Uint8Array): WavFormat | { error: string } {
  if (bytes.length < WAV_HEADER_BYTES) return { error: 'too short for a WAV file' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return { error: 'not a RIFF/WAVE file' };
  let format: Omit<WavFormat, 'dataBytes' | 'durationMs'> | undefined;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      if (view.getUint16(offset + 8, true) !== 1) return { error: 'not PCM' };
      format = {
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    } else if (id === 'data') {
      if (!format) return { error: 'data before fmt' };
      // Streaming writers may leave the size at 0xFFFFFFFF: the data runs to the end of the file.
      const dataBytes = Math.min(size, bytes.length - offset - 8);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return { ...format, dataBytes, durationMs: bytesPerSecond > 0 ? Math.round((dataBytes / bytesPerSecond) * 1000) : 0 };
    }
    offset += 8 + size + (size % 2);
  }
  return { error: 'no data chunk' };
}

function writeAscii(bytes: Uint8Array, offset: number, text: string) {
  for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
}

const ascii = (bytes: Uint8Array, offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
