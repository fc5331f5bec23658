import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy';

const optional = z.string().trim().min(1).optional().catch(undefined);
/** Unset or empty is "not configured"; anything else must be valid (a typo in a secret must not pass silently). */
const strictOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** A comma-separated list of e-mail addresses, lower-cased; unset or empty is none. A malformed address stops the boot. */
const emailList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('a comma-separated list of e-mail addresses')));

/** Environment, validated once at boot; a bad value stops the process with a clear message. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** The origin people reach the app at; redirect URIs and the Origin check derive from it. Unset: http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    /** Extra origins allowed by CORS and the Origin check, comma separated. */
    CORS_ORIGINS: z.string().default(''),
    DATABASE_URL: optional,
    PGLITE_DIR: z.string().default('./data'),
    REDIS_URL: optional,
    /** Which proxies' X-Forwarded-For to believe: a hop count or their addresses, never everyone's. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(100),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    /** Session lifetimes (spec §9: access ≤ 1 h, session 24 h); shorter values are for tests. */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(3600),
    SESSION_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(86_400),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    OIDC_ISSUER_URL: optional,
    OIDC_CLIENT_ID: optional,
    OIDC_CLIENT_SECRET: optional,
    SUPPORT_EMAIL: z.email().default('support@maya.app'),
    AI_BASE_URL: optional,
    AI_API_KEY: optional,
    AI_MODEL: optional,
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /** How long the relay waits for the model's safety label before the rules alone decide (ADR 065). */
    AI_SAFETY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
    /** Tokens the model server holds, prompt and reply together (README "Context"); unset: OpenAI's windows, else 4,096. */
    AI_CONTEXT_TOKENS: strictOptional(z.coerce.number().int().min(1024).max(10_000_000)),
    /** The agent network (issue 31, docs/agents.md): pairs screened per pass, days a proposal stays open, model calls per member a day. */
    AGENT_CANDIDATES_PER_PASS: z.coerce.number().int().min(1).max(50).default(3),
    AGENT_PROPOSAL_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    AGENT_DAILY_MODEL_CALLS: z.coerce.number().int().min(0).default(60),
    // A member's open proposals (screened or proposed, not yet decided) at most (ADR 054): at the cap they get no more.
    AGENT_OPEN_PROPOSAL_CAP: z.coerce.number().int().min(1).max(100).default(10),
    // How the daily pass ranks (ADR 054): the learned ranker under the cap, or today's reciprocal score alone (the benches' baseline, and a way back).
    AGENT_RANKER: z.enum(['learned', 'static']).default('learned'),
    // Voice in the mobile chat (both optional, any OpenAI-compatible API): speech to text, text to speech.
    STT_BASE_URL: optional.pipe(z.url().optional()),
    STT_API_KEY: optional,
    STT_MODEL: optional,
    TTS_BASE_URL: optional.pipe(z.url().optional()),
    TTS_API_KEY: optional,
    TTS_MODEL: optional,
    TTS_VOICE: z.string().trim().min(1).default('alloy'),
    /** Outgoing e-mail: SMTP when set (e.g. smtp://user:pass@host:587), otherwise the outbox. */
    SMTP_URL: optional,
    EMAIL_FROM: z.string().default('Maya <hello@maya.app>'),
    /** Outgoing WhatsApp/SMS through Twilio when all three are set, otherwise the outbox. */
    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    TWILIO_FROM: optional,
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    /**
     * WhatsApp outside its 24-hour window takes only an approved template: its Content SID (HX…), inviting the
     * person back ("Hi {{1}}, Maya has news for you: reply to see it", {{1}} their first name). Unset: Maya waits.
     */
    TWILIO_WHATSAPP_TEMPLATE_SID: strictOptional(
      z
        .string()
        .trim()
        .regex(/^HX[0-9a-fA-F]{32}$/, 'a Twilio Content SID looks like HX followed by 32 hex digits'),
    ),
    /** Telegram through the Bot API when the token is set (docs/decisions/040-telegram-with-grammy.md). */
    TELEGRAM_BOT_TOKEN: strictOptional(
      z
        .string()
        .trim()
        .regex(/^\d+:[\w-]+$/, 'a bot token from @BotFather looks like 123456:ABC-def'),
    ),
    /** Telegram echoes it in X-Telegram-Bot-Api-Secret-Token on every update (its rule: 1–256 of A–Z a–z 0–9 _ -). */
    TELEGRAM_WEBHOOK_SECRET: strictOptional(z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, '1–256 characters of A-Z, a-z, 0-9, _ and -')),
    /** Where the Bot API is reached; tests point it at a local fake. */
    TELEGRAM_API_BASE_URL: z.url().default('https://api.telegram.org'),
    /** Chat hand-off handles (spec §2.13). */
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\d{6,15}$/)
      .default('14155238886'),
    TELEGRAM_BOT: z
      .string()
      .regex(/^\w{3,64}$/)
      .default('MayaCompanionBot'),
    MESSENGER_PAGE: z
      .string()
      .regex(/^[\w.]{3,64}$/)
      .default('maya.companion'),
    /**
     * The moderation console's roles (issue 42 item 3, ADR 055): verified e-mail addresses, comma-separated. Admins
     * also see the waitlist, invites and the overview; moderators the queue and its actions.
     */
    ADMIN_EMAILS: emailList,
    MODERATOR_EMAILS: emailList,
    /** Bearer token for the admin API (npm run admin); generated into the data dir when unset. */
    ADMIN_TOKEN: z.string().min(24).optional().catch(undefined),
    /** Where the built client is served from (default dist/client): the service-worker journey serves a changed copy. */
    CLIENT_DIR: optional,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The agent's jobs (issue 31 item 6, docs/decisions/038-agent-jobs-on-pg-boss.md).
    /** Embedded database only: how often the in-process queue queues each member's daily pass and expiry. */
    AGENT_PASS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    /** With DATABASE_URL: whether a web instance works jobs too (`npm run worker` always does); it can always send them. */
    AGENT_JOBS_IN_WEB: z.stringbool().default(true),
    /** Passes or weeks a process runs at once (one pg-boss batch): model calls wait on the network, offline weeks on the CPU. */
    AGENT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /**
     * pg-boss's timing (PostgreSQL only): a job whose worker died comes back after its expiry (found by the
     * maintenance run), retries wait 30 s doubling, idle workers poll. Tests and benches shorten them.
     */
    AGENT_JOB_EXPIRE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(15 * 60),
    AGENT_JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    AGENT_JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
    AGENT_JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  })
  // NOTE: a default that ignored PORT sent `npm run admin` (and sign-in redirects) to a port nobody listened on.
  .transform(({ PUBLIC_URL, ...config }) => ({ ...config, PUBLIC_URL: PUBLIC_URL ?? `http://localhost:${config.PORT}` }));

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const config = parsed.data;
  if (config.GOOGLE_CLIENT_ID && !config.GOOGLE_CLIENT_SECRET)
    throw new Error('Invalid environment:\n  GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID');
  if (config.OIDC_ISSUER_URL && !config.OIDC_CLIENT_ID)
    throw new Error('Invalid environment:\n  OIDC_CLIENT_ID is required with OIDC_ISSUER_URL');
  if (config.TELEGRAM_BOT_TOKEN && !config.TELEGRAM_WEBHOOK_SECRET)
    throw new Error('Invalid environment:\n  TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_BOT_TOKEN (1–256 of A-Z a-z 0-9 _ -)');
  return config;
}

/** Telegram when both the token and the webhook secret are set; `username` is TELEGRAM_BOT until getMe answers. */
export const telegramSettings = (config: Config) =>
  config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_WEBHOOK_SECRET
    ? {
        token: config.TELEGRAM_BOT_TOKEN,
        secret: config.TELEGRAM_WEBHOOK_SECRET,
        apiRoot: config.TELEGRAM_API_BASE_URL.replace(/\/+$/, ''),
        webhookUrl: `${new URL(config.PUBLIC_URL).origin}/api/webhooks/telegram`,
        username: config.TELEGRAM_BOT,
      }
    : undefined;

export type TelegramSettings = NonNullable<ReturnType<typeof telegramSettings>>;

export const twilioSettings = (config: Config) =>
  config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
    ? {
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        from: config.TWILIO_FROM,
        apiBase: config.TWILIO_API_BASE,
      }
    : undefined;

export const sessionLifetimes = (config: Config) => ({
  accessMs: config.ACCESS_TOKEN_TTL_SECONDS * 1000,
  sessionMs: config.SESSION_TTL_SECONDS * 1000,
});

export const allowedOrigins = (config: Config): string[] => [
  new URL(config.PUBLIC_URL).origin,
  ...config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
];
