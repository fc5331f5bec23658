import { describe, expect, it } from 'vitest';
import { encodeWav, readWavFormat, WAV_HEADER_BYTES } from './wav';

describe('encodeWav / readWavFormat', () => {
  it('writes a 16-bit mono PCM file the reader reads back', () => {
    const samples = new Float32Array(24_000).map((_, i) => Math.sin(i / 10));
    const wav = encodeWav(samples, 24_000);
    expect(wav.length).toBe(WAV_HEADER_BYTES + 48_000);
    expect(readWavFormat(wav)).toEqual({ sampleRate: 24_000, channels: 1, bitsPerSample: 16, dataBytes: 48_000, durationMs: 1000 });
  });

  it('clips samples outside -1..1 to the 16-bit range', () => {
    const view = new DataView(encodeWav(new Float32Array([2, -2, 0]), 24_000).buffer);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([32767, -32768, 0]);
  });

  it('skips chunks before data, as other writers put them', () => {
    const plain = encodeWav(new Float32Array(2400), 22_050);
    const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([4, 0, 0, 0, 1, 2, 3, 4]));
    const withList = new Uint8Array([...plain.subarray(0, 36), ...list, ...plain.subarray(36)]);
    expect(readWavFormat(withList)).toMatchObject({ sampleRate: 22_050, dataBytes: 4800 });
  });

  it('refuses what is not a PCM WAV', () => {
    expect(readWavFormat(new Uint8Array(10))).toEqual({ error: 'too short for a WAV file' });
    expect(readWavFormat(new TextEncoder().encode('x'.repeat(60)))).toEqual({ error: 'not a RIFF/WAVE file' });
    const float = encodeWav(new Float32Array(10), 24_000);
    new DataView(float.buffer).setUint16(20, 3, true);
    expect(readWavFormat(float)).toEqual({ error: 'not PCM' });
  });
});
