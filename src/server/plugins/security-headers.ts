import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { LANDING_LOADER } from '@shared/landing/landing-loader';

/**
 * Powerful browser features: the microphone for the app itself (voice), nothing else, for no
 * frame. Only names Chromium recognises — an unknown one is logged as a console error.
 * NOTE: autoplay and fullscreen stay at their defaults (/beta plays a muted looping video).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = ['microphone=(self)', ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ');

/** The one inline script Maya serves, the landing page's loader, allowed by its hash alone. */
export const LANDING_LOADER_SOURCE = `'sha256-${createHash('sha256').update(LANDING_LOADER).digest('base64')}'`;

const HELMET_OPTIONS: FastifyHelmetOptions = {
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", LANDING_LOADER_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for HELMET_OPTIONS, worked out once by letting @fastify/helmet answer one
 * request. NOTE: @fastify/helmet rebuilds helmet's middleware (and re-parses the CSP) on every
 * request; for fixed options (no CSP nonces, no per-route settings) the result never changes, and
 * that rebuild was ~7% of the server's CPU under load (docs/decisions/011).
 */
export async function helmetHeaders(options = HELMET_OPTIONS): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async (_req, reply) => reply.raw.getHeaders());
  const headers = (await probe.inject({ method: 'GET', url: '/' })).json<Record<string, string>>();
  await probe.close();
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}

/**
 * Security headers on every response: HSTS one year with subdomains, a strict CSP for the SPA,
 * nosniff, no-referrer (mobile-chat tokens must never leak through Referer), and a Permissions-Policy.
 * A route may still replace one (the built-in provider sets its own CSP).
 */
export async function securityHeaders(app: FastifyInstance) {
  const headers: [string, string][] = [['permissions-policy', PERMISSIONS_POLICY], ...(await helmetHeaders())];
  // On the raw response, like helmet, so hijacked replies (the built-in provider) carry them too.
  app.addHook('onRequest', async (_req, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
}
