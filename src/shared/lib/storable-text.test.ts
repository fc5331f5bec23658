import { describe, expect, it } from 'vitest';
import { MAX_STORABLE_DEPTH, clipText, isStorableText, toStorableJson, toStorableText } from './storable-text';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, keeps everything else (emoji pairs included)', () => {
    for (const ok of ['', 'Ada', 'Zoë 👩‍🚀', '\ud83d\ude00', '\u0001\u001f\ufffd\uffff', '日本語'])
      expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    for (const bad of ['a\u0000b', '\ud800', 'x\ud800y', '\udc00', 'a\udfffb', '\ude00\ud83d', '\ud83d'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('strips NUL and replaces lone surrogates with U+FFFD', () => {
    expect(toStorableText('Ada\u0000 Lovelace')).toBe('Ada Lovelace');
    expect(toStorableText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(toStorableText('ok \ud83d\ude00')).toBe('ok \ud83d\ude00');
    expect(isStorableText(toStorableText('\u0000\ud800\udc00\udc00\ud800'))).toBe(true);
  });

  it('cleans every string and key of a JSON value, and cuts nesting instead of overflowing', () => {
    expect(toStorableJson({ 'k\u0000': ['a\u0000', { n: 1, b: true, z: null, s: '\ud800' }] })).toEqual({
      k: ['a', { n: 1, b: true, z: null, s: '\ufffd' }],
    });
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    let cut = toStorableJson(deep) as unknown[];
    for (let i = 0; i < MAX_STORABLE_DEPTH - 1; i++) cut = cut[0] as unknown[];
    expect(cut).toEqual([null]);
  });

  it('is linear on a megabyte of hostile text', () => {
    const text = '\ud800\u0000'.repeat(500_000);
    const cleaned = toStorableText(text);
    expect(cleaned).toBe('\ufffd'.repeat(500_000));
    expect(isStorableText('😀'.repeat(250_000))).toBe(true);
  });
});

describe('clipText', () => {
  it('keeps text within the limit as it is', () => {
    expect(clipText('hello', 5)).toBe('hello');
  });

  it('cuts at the limit in UTF-16 units, dropping an emoji whole rather than half of it', () => {
    const text = `${'a'.repeat(59)}😀tail`;
    expect(clipText(text, 60)).toBe('a'.repeat(59));
    expect(clipText(text, 61)).toBe(`${'a'.repeat(59)}😀`);
    expect(isStorableText(clipText(text, 60))).toBe(true);
  });
});
