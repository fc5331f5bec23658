import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_REPLY } from '../../src/shared/schemas/mobile-chat';
import { scriptedModel, startFakeOpenAi, transcriptReply } from '../../src/server/modules/ai/testing/fake-openai-server';
import { readWavFormat, type WavFormat } from '../../src/shared/lib/wav';
import { paceGate } from '../api/helpers/pace-gate';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { completeAssessmentViaApi } from './support/journey';
import { startServer } from './support/server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PLACEHOLDER = 'Voice message recorded - AI voice responses coming soon!';
const SPOKEN =
  'Hi Maya. I spent the whole weekend hiking with my dog in the hills, and now I am wondering whether my ' +
  'date on Friday would enjoy a long walk, or whether dinner would be the safer plan.';
const TRANSCRIPT = 'I spent the weekend hiking with my dog';

let dir: string;
let fixture: string;
let fixtureFormat: WavFormat;
let browser: Browser;
beforeAll(async () => {
  // The voice message: spoken by espeak-ng into a WAV that Chromium's fake microphone plays in a loop.
  dir = mkdtempSync(join(tmpdir(), 'maya-voice-'));
  fixture = join(dir, 'voice.wav');
  execFileSync('espeak-ng', ['-s', '130', '-w', fixture, SPOKEN]);
  const { readFileSync } = await import('node:fs');
  fixtureFormat = readWavFormat(new Uint8Array(readFileSync(fixture))) as WavFormat;
  browser = await launch([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${fixture}`,
  ]);
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Signs a person in on a desktop, with an assessment done, on the page given. */
async function desktopPerson(page: Page, name: string) {
  await signInAs(page, newPerson(name));
  await completeAssessmentViaApi(page);
}

/** Records from the fake microphone until at least `ms` are captured, stopping from inside the page (no timers). */
async function recordFor(page: Page, ms: number) {
  const record = page.getByRole('button', { name: 'Record a voice message' });
  await record.click();
  await page.getByText(/Listening\.\.\. Tap to stop/).waitFor();
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('button[aria-label="Stop recording"]')!;
        const check = () => {
          if (Number(button.dataset.capturedMs) < target) return;
          observer.disconnect();
          button.click();
          resolve();
        };
        const observer = new MutationObserver(check);
        observer.observe(button, { attributes: true, attributeFilter: ['data-captured-ms'] });
        check();
      }),
    ms,
  );
}

const openedChat = async (page: Page) => {
  await page.getByText('Connected').waitFor();
  expect(new URL(page.url()).search).toBe('');
};

describe('the mobile chat', () => {
  it('opens from the QR card on a phone with no session: chat, reload, voice; a used link and an ended chat are refused', async () => {
    const desktop = await newPage(browser, VIEWPORTS.desktop);
    await desktopPerson(desktop.page, 'Lena Ortiz');
    await desktop.page.goto('/reveal');
    const card = desktop.page.getByRole('region', { name: 'Chat with Maya on your phone' });
    await card.getByRole('button', { name: 'Show QR code' }).click();
    const qr = card.getByRole('img', { name: /QR code that opens your chat/ });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.getAttribute('width')])).toEqual([256, '256']);
    const link = (await card.getByTestId('phone-chat-link').getAttribute('href'))!;
    expect(link).toMatch(/\/mobile-chat\?token=[\w-]{43}$/);
    await screenshot(desktop.page, 'mobile-chat-card-desktop');

    // The phone: a fresh browser profile, no sign-in.
    const phone = await newPage(browser, VIEWPORTS.phone, [], { userAgent: IPHONE });
    await phone.page.goto(link);
    await openedChat(phone.page);
    await phone.page.getByText("Hi Lena, I'm Maya").waitFor();
    await phone.page.getByText('Session expires in 24h').waitFor();
    await screenshot(phone.page, 'mobile-chat-empty-phone');

    const input = phone.page.getByLabel('Message Maya');
    const send = phone.page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    await input.press('Enter');
    expect(await send.isDisabled()).toBe(true);
    await input.fill('I had a long week at work');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toBe('I had a long week at work\n');

    // Hold the reply back to see the pending state: 'Thinking...' and the send button waiting.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await phone.page.route('**/api/mobile-chat/messages', async (route) => {
      await held;
      await route.continue();
    });
    await input.press('Enter');
    await phone.page.getByText('Thinking...').waitFor();
    await input.fill('and another');
    expect(await send.isDisabled()).toBe(true);
    await screenshot(phone.page, 'mobile-chat-thinking-phone');
    release();
    await phone.page.locator('li[data-role="assistant"]').first().waitFor();
    await phone.page.unroute('**/api/mobile-chat/messages');
    expect(await phone.page.locator('li[data-role="user"]').first().innerText()).toContain('I had a long week at work');
    await input.fill('');

    // A reload keeps the conversation (the cookie, not the token).
    await phone.page.reload();
    await openedChat(phone.page);
    await phone.page.locator('li[data-role="assistant"]').first().waitFor();
    expect(await phone.page.locator('[role="log"] > ol > li').count()).toBe(2);

    // Voice, with no speech-to-text engine: the spec's voice message.
    await phone.page.getByRole('button', { name: 'Enable Voice' }).click();
    await phone.page.getByRole('button', { name: 'Disconnect voice' }).waitFor();
    await phone.page.getByRole('button', { name: 'Mute microphone' }).waitFor();
    await recordFor(phone.page, 1500);
    await phone.page.locator('li[data-type="voice"]').getByText(PLACEHOLDER).waitFor();
    await screenshot(phone.page, 'mobile-chat-voice-phone');

    // The same link on a second device: 'Invalid Link', then home.
    const thief = await newPage(browser, VIEWPORTS.phone, [{ status: 401, url: /^\/api\/mobile-chat\/session$/ }]);
    await thief.page.goto(link);
    await thief.page.getByText('This QR code link is invalid or expired.').waitFor();
    await thief.page.waitForURL((url) => url.pathname === '/');
    await thief.page.getByText('Invalid Link').waitFor();

    // The desktop sees the phone and ends its chat; the phone is sent home on its next request.
    await desktop.page.getByText('iPhone · Safari').waitFor({ timeout: 20_000 });
    await desktop.page.getByRole('button', { name: 'End: iPhone · Safari' }).click();
    await desktop.page.getByText('iPhone · Safari').waitFor({ state: 'detached' });
    phone.errors.length = 0;
    await phone.page.reload();
    await phone.page.getByText('Invalid Link').waitFor();
    await phone.page.waitForURL((url) => url.pathname === '/');

    expect(desktop.errors).toEqual([]);
    expect(thief.errors).toEqual([]);
    expect(phone.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await Promise.all([desktop.context.close(), phone.context.close(), thief.context.close()]);
  }, 180_000);

  it("without a token: 'Invalid Link' / 'This QR code link is invalid or expired.', then home", async () => {
    const { page, errors, context } = await newPage(browser, VIEWPORTS.phone, [{ status: 401, url: /^\/api\/mobile-chat\/session$/ }]);
    await page.goto('/mobile-chat');
    await page.getByText('Invalid Link').waitFor();
    await page.getByText('This QR code link is invalid or expired.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Maya's reply as the fake model streams it, one token per SSE chunk. */
const TOKENS = ['Hiking ', 'with your ', 'dog sounds ', 'wonderful. ', 'Where did ', 'you go?'];
const REPLY = TOKENS.join('').trim();

describe('the mobile chat with a model and a speech-to-text server (a local OpenAI-compatible fake)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  /** Paces the chat reply's tokens: token n is written once the test allows n. */
  let gate = paceGate();
  beforeAll(async () => {
    fake = await startFakeOpenAi(
      (req) => (req.prompt === 'chatReply' ? { kind: 'stream', chunks: TOKENS, pace: (i) => gate.pace(i + 1) } : scriptedModel(req)),
      { transcribe: () => transcriptReply(TRANSCRIPT) },
    );
    server = await startServer({
      AI_BASE_URL: fake.baseURL,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'fake-model',
      // A deadline beyond the journey: only the test paces the reply.
      AI_TIMEOUT_MS: '600000',
      STT_BASE_URL: fake.baseURL,
      STT_MODEL: 'whisper-1',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  /** A desktop person with a chat link, and a phone that opened it. */
  async function openedPhone(name: string) {
    const desktop = await newPage(browser, VIEWPORTS.desktop, [], { baseURL: server.baseUrl });
    await desktopPerson(desktop.page, name);
    const link = await desktop.page.evaluate(
      async () =>
        (
          await (
            await fetch('/api/mobile-chat/links', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
          ).json()
        ).url as string,
    );
    const phone = await newPage(browser, VIEWPORTS.phone, [], { baseURL: server.baseUrl, userAgent: IPHONE });
    await phone.page.goto(link);
    await openedChat(phone.page);
    return { desktop, phone };
  }

  it("shows Maya's reply from the model token by token as it streams, then keeps it; never the fallback line", async () => {
    gate = paceGate(0);
    const { desktop, phone } = await openedPhone('Noor Haddad');
    await phone.page.getByLabel('Message Maya').fill('I spent the weekend hiking with my dog');
    await phone.page.getByLabel('Message Maya').press('Enter');
    await phone.page.getByText('Thinking...').waitFor();
    // Each token is let out only once the page shows the ones before it: the reply grows one token at a time.
    for (let n = 1; n <= TOKENS.length; n++) {
      gate.allow(n);
      const shown = TOKENS.slice(0, n).join('');
      if (n < TOKENS.length) {
        await phone.page.waitForFunction((text) => document.querySelector('[data-testid="maya-streaming"]')?.textContent === text, shown);
        if (n === 3) await screenshot(phone.page, 'mobile-chat-streaming-phone');
      }
    }
    const reply = phone.page.locator('li[data-role="assistant"]');
    await reply.getByText(REPLY).waitFor();
    expect(await reply.count()).toBe(1);
    expect(await reply.innerText()).not.toContain(CHAT_FALLBACK_REPLY);
    expect(await phone.page.getByTestId('maya-streaming').count()).toBe(0);
    const call = fake.requests.find((r) => r.prompt === 'chatReply')!;
    expect(await call.ended).toBe('finished');
    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await Promise.all([desktop.context.close(), phone.context.close()]);
  }, 120_000);

  it('uploads a 24 kHz mono 16-bit WAV as long as what was said, and the transcript becomes the message the model answers', async () => {
    gate = paceGate();
    const { desktop, phone } = await openedPhone('Sam Reyes');
    await phone.page.getByRole('button', { name: 'Enable Voice' }).click();
    await recordFor(phone.page, fixtureFormat.durationMs);
    await phone.page.locator('li[data-type="voice"]').getByText(TRANSCRIPT).waitFor();
    await phone.page.locator('li[data-role="assistant"]').getByText(REPLY).waitFor();
    await screenshot(phone.page, 'mobile-chat-transcribed-phone');

    expect(fake.transcriptions).toHaveLength(1);
    const [heard] = fake.transcriptions;
    expect(heard!.model).toBe('whisper-1');
    const format = readWavFormat(heard!.audio);
    expect(format).toMatchObject({ sampleRate: 24_000, channels: 1, bitsPerSample: 16 });
    const ratio = (format as WavFormat).durationMs / fixtureFormat.durationMs;
    expect(ratio).toBeGreaterThan(0.97);
    expect(ratio).toBeLessThan(1.03);
    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await Promise.all([desktop.context.close(), phone.context.close()]);
  }, 120_000);
});
