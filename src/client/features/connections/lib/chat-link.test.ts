import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { buildChatHandoff, chatGreeting, greetingName, randomRef, renderQrDataUrl, whatsappChatLink, QR_OPTIONS } from './chat-link';

const pngWidth = (dataUrl: string) => {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  return bytes.readUInt32BE(16); // IHDR width
};

describe('chat greeting', () => {
  it('uses the display name, tidied, and defaults to User', () => {
    expect(chatGreeting('Sam')).toBe('hey this is Sam');
    expect(chatGreeting('  Sam   Rivera ')).toBe('hey this is Sam Rivera');
    expect(chatGreeting(null)).toBe('hey this is User');
    expect(chatGreeting(undefined)).toBe('hey this is User');
    expect(chatGreeting('   ')).toBe('hey this is User');
    expect(greetingName('x'.repeat(80))).toHaveLength(50);
  });

  it('appends a reference only for a regenerated code', () => {
    expect(chatGreeting('Sam', 'K7QF')).toBe('hey this is Sam · ref K7QF');
    expect(chatGreeting('Sam', '')).toBe('hey this is Sam');
  });
});

describe('whatsappChatLink', () => {
  it('pre-fills the url-encoded text', () => {
    expect(whatsappChatLink('hey this is Sam & Co')).toBe('https://wa.me/?text=hey%20this%20is%20Sam%20%26%20Co');
    expect(new URL(whatsappChatLink('hey this is Zoë')).searchParams.get('text')).toBe('hey this is Zoë');
  });

  it("throws 'No input text' for empty text (§5)", () => {
    expect(() => whatsappChatLink('')).toThrow('No input text');
    expect(() => whatsappChatLink('  ')).toThrow('No input text');
  });
});

describe('randomRef', () => {
  it('draws from an alphabet without look-alikes', () => {
    expect(randomRef(() => 0)).toBe('AAAA');
    expect(randomRef(() => 0.9999999)).toBe('9999');
    expect(randomRef(() => NaN)).toBe('AAAA');
    const ref = randomRef();
    expect(ref).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
  });
});

describe('buildChatHandoff', () => {
  it('gives text and link for the first and a regenerated code', () => {
    expect(buildChatHandoff('Sam')).toEqual({ text: 'hey this is Sam', link: 'https://wa.me/?text=hey%20this%20is%20Sam', ref: null });
    const next = buildChatHandoff(null, 'K7QF');
    expect(next.ref).toBe('K7QF');
    expect(new URL(next.link).searchParams.get('text')).toBe('hey this is User · ref K7QF');
  });
});

describe('renderQrDataUrl', () => {
  it('renders a 256 px PNG with margin 2 that encodes the link', async () => {
    const link = buildChatHandoff('Sam').link;
    const url = await renderQrDataUrl(link);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(pngWidth(url)).toBe(256);
    // The symbol's byte segments spell the link back.
    const segments = QRCode.create(link).segments as unknown as { data: Uint8Array }[];
    expect(segments.map((s) => Buffer.from(s.data).toString('utf8')).join('')).toBe(link);
    expect(await QRCode.toDataURL(link, { ...QR_OPTIONS })).toBe(url);
  });

  it('passes width 256 and margin 2 to the renderer', async () => {
    const render = vi.fn(async () => 'data:image/png;base64,AA==');
    await renderQrDataUrl('hello', render);
    expect(render).toHaveBeenCalledWith('hello', QR_OPTIONS);
    expect(QR_OPTIONS).toEqual({ width: 256, margin: 2 });
  });

  it("rejects with 'No input text' for empty text (§5)", async () => {
    await expect(renderQrDataUrl('')).rejects.toThrow('No input text');
    await expect(QRCode.toDataURL('', { ...QR_OPTIONS })).rejects.toThrow('No input text');
  });
});
