import { afterEach, describe, expect, it } from 'vitest';
import { registerWithTelegram, telegramBotFrom } from '../../src/server/modules/channels';
import { fakeTelegramApi, FAKE_BOT_USERNAME } from './helpers/fake-telegram-api';
import { telegramConfig } from './helpers/telegram-updates';
import { testConfig } from './helpers/test-app';

const warnings: unknown[][] = [];
const log = { info: () => {}, warn: (...args: unknown[]) => void warnings.push(args) } as never;

describe('registering with Telegram at start-up', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    warnings.length = 0;
    for (const close of closers.splice(0)) await close();
  });

  it("learns the bot's username for deep links, then sets the webhook", async () => {
    const fake = await fakeTelegramApi();
    closers.push(fake.close);
    const bot = telegramBotFrom(testConfig({ ...telegramConfig(fake.url), TELEGRAM_BOT: 'SampleBot' }))!;
    expect(bot.username).toBe('SampleBot');
    await registerWithTelegram(bot, log);
    expect(bot.username).toBe(FAKE_BOT_USERNAME);
    expect(fake.calls.map((c) => c.method)).toEqual(['getMe', 'setWebhook']);
    expect(warnings).toEqual([]);
  });

  it('keeps TELEGRAM_BOT and carries on, with a warning, when Telegram is down or refuses', async () => {
    const fake = await fakeTelegramApi();
    closers.push(fake.close);
    const bot = telegramBotFrom(testConfig({ ...telegramConfig(fake.url), TELEGRAM_BOT: 'SampleBot' }))!;
    await fake.goDown();
    await expect(registerWithTelegram(bot, log)).resolves.toBeUndefined();
    expect(bot.username).toBe('SampleBot');
    expect(warnings).toHaveLength(2);
    await fake.comeBack();
    fake.fail({ status: 500 });
    await expect(registerWithTelegram(bot, log)).resolves.toBeUndefined();
    expect(fake.calls.map((c) => [c.method, c.status])).toEqual([
      ['getMe', 500],
      ['setWebhook', 500],
    ]);
  });
});
