import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '@shared/schemas/admin';
import { safeEqual } from '../../lib/tokens';
import { ACCESS_COOKIE } from '../../plugins/auth';
import { latestOutbox } from '@server/modules/channels';
import { authenticate } from '@server/modules/sessions';
import { errorResponses } from '../../lib/route-errors';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A message body as HTML: escaped, with each web address a link that opens it. NOTE: runs on the
 * escaped text, so a matched address can hold no quote or angle bracket (they are entities by now).
 */
export const bodyHtml = (body: string) =>
  escapeHtml(body).replace(/\bhttps?:\/\/[^\s&]+(?:&#38;[^\s&]+)*/g, (url) => {
    const trimmed = url.replace(/[.,;:!?)]+$/, '');
    return `<a href="${trimmed}">${trimmed}</a>${url.slice(trimmed.length)}`;
  });

type Viewer = 'everyone' | { userId: string } | null;

/**
 * A development page listing what the outbox holds: the e-mails and messages Maya would have sent.
 * NOTE: it shows addresses, numbers and message text, so it exists only with the built-in sign-in
 * provider (never with Google or an issuer, so never in production), and shows a signed-in person
 * their own messages only; the admin bearer token sees everyone's.
 */
export async function devOutboxRoutes(instance: FastifyInstance, opts: { adminToken?: string }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Looks the session up itself: /dev/outbox is outside /api/, where the auth plugin does it.
  const viewerOf = async (req: FastifyRequest): Promise<Viewer> => {
    if (opts.adminToken && safeEqual(req.headers.authorization ?? '', `Bearer ${opts.adminToken}`)) return 'everyone';
    const token = req.cookies[ACCESS_COOKIE];
    if (!token || token.length > 100) return null;
    const found = await authenticate(app.db, token);
    return found ? { userId: found.user.id } : null;
  };

  app.get('/api/dev/outbox', { schema: { response: { 200: outboxResponseSchema, ...errorResponses(401) } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await viewerOf(req);
    if (!viewer) return reply.code(401).send({ code: 'not_signed_in', message: 'Please log in to continue' });
    const entries = await latestOutbox(app.db, viewer);
    return { entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString(), sentAt: e.sentAt?.toISOString() ?? null })) };
  });

  app.get('/dev/outbox', async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const viewer = await viewerOf(req);
    if (!viewer) {
      return reply.code(401).send(
        page(`<p class="lead">Sign in to see the e-mails and messages Maya sent you.</p>
<p><a class="button" href="/auth">Sign in</a>, then come back to this page.</p>`),
      );
    }
    const entries = await latestOutbox(app.db, viewer);
    const rows = entries
      .map(
        (e) =>
          `<article><header><span class="kind ${e.kind}">${e.kind === 'email' ? 'E-mail' : 'Message'}</span>` +
          `<span class="status">${escapeHtml(e.status)}</span>` +
          `<time>${e.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></header>\n` +
          `<p class="to">To: ${escapeHtml(e.recipient)}</p>${e.subject ? `<h2>${escapeHtml(e.subject)}</h2>` : ''}` +
          `<pre>${bodyHtml(e.body)}</pre></article>`,
      )
      .join('\n');
    const whose = viewer === 'everyone' ? 'everything Maya would have sent' : 'what Maya would have sent you';
    return reply.send(
      page(
        `<p class="lead">This is ${whose} (newest first). Configure SMTP_URL or Twilio to send for real. ` +
          'This page exists only with the built-in sign-in provider.</p>\n' +
          `${rows || '<p class="empty">Nothing sent yet.</p>'}`,
      ),
    );
  });
}

const STYLE = [
  'body{margin:0;background:#0b0b14;color:#fff;font:15px/1.5 system-ui,sans-serif;padding:24px}',
  'main{max-width:760px;margin:0 auto}h1{font-size:22px}p.lead{color:#a8a8c8}',
  'article{background:#14142b;border:1px solid #2a2a4a;border-radius:16px;padding:16px 20px;margin:12px 0}',
  'header{display:flex;gap:10px;align-items:center;font-size:13px;color:#a8a8c8}',
  '.kind{font-weight:700;color:#fff;background:#7c5cff;border-radius:999px;padding:2px 10px}',
  '.kind.email{background:#ff5d8f;color:#0b0b14}time{margin-left:auto}h2{font-size:16px;margin:8px 0 4px}',
  '.to{margin:8px 0 0;color:#d0d0e8}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:8px 0 0;color:#e8e8f8}',
  'pre a{color:#ff86ab}.status{text-transform:capitalize}.empty{color:#a8a8c8}',
  'a.button{display:inline-block;background:#7c5cff;color:#fff;border-radius:999px;padding:8px 18px;text-decoration:none;font-weight:600}',
].join('');

const page = (content: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · Maya (development)</title>\n' +
  `<style>${STYLE}</style></head>\n` +
  `<body><main><h1>Outbox</h1>${content}</main></body></html>`;
