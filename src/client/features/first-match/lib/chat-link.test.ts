import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { QR_OPTIONS, renderQrDataUrl } from '@client/lib/qr-code';
import { buildChatHandoff, chatGreeting, greetingName, nextMaskPattern, whatsappChatLink } from './chat-link';

const MAYA = 'https://wa.me/14155238886';

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

  it('is exactly the spec text, whatever the code', () => {
    expect(buildChatHandoff('Sam', MAYA).text).toBe('hey this is Sam');
  });
});

describe('whatsappChatLink', () => {
  it("opens a chat with Maya's number, the url-encoded text typed in", () => {
    expect(whatsappChatLink(MAYA, 'hey this is Sam & Co')).toBe('https://wa.me/14155238886?text=hey%20this%20is%20Sam%20%26%20Co');
    const url = new URL(whatsappChatLink(MAYA, 'hey this is Zoë'));
    expect(url.pathname).toBe('/14155238886');
    expect(url.searchParams.get('text')).toBe('hey this is Zoë');
  });

  it("throws 'No input text' for empty text (§5)", () => {
    expect(() => whatsappChatLink(MAYA, '')).toThrow('No input text');
    expect(() => whatsappChatLink(MAYA, '  ')).toThrow('No input text');
  });
});

describe('nextMaskPattern', () => {
  it('walks through the eight mask patterns and starts over', () => {
    expect(nextMaskPattern(0)).toBe(1);
    expect(nextMaskPattern(6)).toBe(7);
    expect(nextMaskPattern(7)).toBe(0);
  });
});

describe('buildChatHandoff', () => {
  it("gives the hello and the link to Maya's number that carries it", () => {
    expect(buildChatHandoff('Sam', MAYA)).toEqual({
      text: 'hey this is Sam',
      link: 'https://wa.me/14155238886?text=hey%20this%20is%20Sam',
    });
    expect(new URL(buildChatHandoff(null, MAYA).link).searchParams.get('text')).toBe('hey this is User');
  });
});

describe('renderQrDataUrl', () => {
  it('renders a 256 px PNG with margin 2 that encodes the link', async () => {
    const link = buildChatHandoff('Sam', MAYA).link;
    const url = await renderQrDataUrl(link);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(pngWidth(url)).toBe(256);
    // The symbol's byte segments spell the link back.
    const segments = QRCode.create(link).segments as unknown as { data: Uint8Array }[];
    expect(segments.map((s) => Buffer.from(s.data).toString('utf8')).join('')).toBe(link);
    expect(await QRCode.toDataURL(link, { ...QR_OPTIONS, maskPattern: 0 })).toBe(url);
  });

  it('draws a different image of the same link for each new mask pattern', async () => {
    const link = buildChatHandoff('Sam', MAYA).link;
    const images = await Promise.all([0, 1, 2].map((mask) => renderQrDataUrl(link, mask)));
    expect(new Set(images).size).toBe(3);
    for (const mask of [0, 1, 2]) expect(QRCode.create(link, { maskPattern: mask as 0 | 1 | 2 }).maskPattern).toBe(mask);
  });

  it('passes width 256 and margin 2 to the renderer', async () => {
    const render = vi.fn(async () => 'data:image/png;base64,AA==');
    await renderQrDataUrl('hello', 3, render);
    expect(render).toHaveBeenCalledWith('hello', { ...QR_OPTIONS, maskPattern: 3 });
    expect(QR_OPTIONS).toEqual({ width: 256, margin: 2 });
  });

  it("rejects with 'No input text' for empty text (§5)", async () => {
    await expect(renderQrDataUrl('')).rejects.toThrow('No input text');
    await expect(QRCode.toDataURL('', { ...QR_OPTIONS })).rejects.toThrow('No input text');
  });
});
