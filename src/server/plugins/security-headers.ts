import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Powerful browser features: the microphone for the app itself (voice), nothing else, for no
 * frame. Only names Chromium recognises — an unknown one is logged as a console error.
 * NOTE: autoplay and fullscreen stay at their defaults (/beta plays a muted looping video).
 */
const DENIED_FEATURES = [
  'accelerometer', 'browsing-topics', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'idle-detection',
  'magnetometer', 'midi', 'payment', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = ['microphone=(self)', ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ');

/**
 * Security headers on every response: HSTS one year with subdomains, a strict CSP for the SPA,
 * nosniff, no-referrer (mobile-chat tokens must never leak through Referer), and a Permissions-Policy.
 */
export async function securityHeaders(app: FastifyInstance) {
  // On the raw response, like helmet, so hijacked replies (the built-in provider) carry it too.
  app.addHook('onRequest', async (_req, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
}
