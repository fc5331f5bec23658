import { describe, expect, it } from 'vitest';
import { allowedOrigins, loadConfig, telegramSettings } from './config';

describe('environment validation at boot', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      PGLITE_DIR: './data',
      RATE_LIMIT_MAX: 100,
      RATE_LIMIT_WINDOW_MS: 60_000,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives the default PUBLIC_URL from PORT, so tools on the same machine find the server', () => {
    expect(loadConfig({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://maya.app' }).PUBLIC_URL).toBe('https://maya.app');
  });

  it('fails loudly on a bad value, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET is required/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '7200' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('takes a WhatsApp template only as a Twilio Content SID (HX and 32 hex digits); empty is none', () => {
    const sid = `HX${'a1'.repeat(16)}`;
    expect(loadConfig({ TWILIO_WHATSAPP_TEMPLATE_SID: sid }).TWILIO_WHATSAPP_TEMPLATE_SID).toBe(sid);
    expect(loadConfig({ TWILIO_WHATSAPP_TEMPLATE_SID: '' }).TWILIO_WHATSAPP_TEMPLATE_SID).toBeUndefined();
    expect(() => loadConfig({ TWILIO_WHATSAPP_TEMPLATE_SID: 'SM123' })).toThrow(/TWILIO_WHATSAPP_TEMPLATE_SID: a Twilio Content SID/);
  });

  it('takes Telegram only with its webhook secret, refusing a secret Telegram would refuse', () => {
    const token = '123456:ABC-def_ghi';
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: token })).toThrow(/TELEGRAM_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: 'has spaces' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(257) })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token', TELEGRAM_WEBHOOK_SECRET: 's' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    expect(telegramSettings(loadConfig({ TELEGRAM_BOT_TOKEN: '', TELEGRAM_WEBHOOK_SECRET: '' }))).toBeUndefined();
    const config = loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(256), PUBLIC_URL: 'https://maya.app/' });
    expect(telegramSettings(config)).toMatchObject({
      token,
      apiRoot: 'https://api.telegram.org',
      webhookUrl: 'https://maya.app/api/webhooks/telegram',
      username: 'MayaCompanionBot',
    });
  });

  it('allows the app origin plus configured CORS origins', () => {
    expect(allowedOrigins(loadConfig({ PUBLIC_URL: 'https://maya.app/', CORS_ORIGINS: 'https://a.example, https://b.example' }))).toEqual([
      'https://maya.app',
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8,uniquelocal' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const value of ['true', 'TRUE', 'yes', '*'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=.* is refused\. Write the number of proxies .* or their addresses/,
      );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY=1 used to mean "trust every proxy" and is refused\. Behind one proxy, write its address or network/,
    );
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '500'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });
});
