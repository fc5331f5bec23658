import type { FastifyInstance } from 'fastify';
import { latestOutbox } from '../../services/outbox/outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A development page listing what the outbox holds: the e-mails and messages Maya would have sent.
 * NOTE: registered only outside production — it shows recipients' addresses and numbers.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/api/dev/outbox', async () => ({ entries: await latestOutbox(app.db) }));

  app.get('/dev/outbox', async (_req, reply) => {
    const entries = await latestOutbox(app.db);
    const rows = entries
      .map((e) => `<article><header><span class="kind ${e.kind}">${e.kind === 'email' ? 'E-mail' : 'Message'}</span><span class="status">${escapeHtml(e.status)}</span><time>${e.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></header>
<p class="to">To: ${escapeHtml(e.recipient)}</p>${e.subject ? `<h2>${escapeHtml(e.subject)}</h2>` : ''}<pre>${escapeHtml(e.body)}</pre></article>`)
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · Maya (development)</title>
<style>body{margin:0;background:#0b0b14;color:#fff;font:15px/1.5 system-ui,sans-serif;padding:24px}main{max-width:760px;margin:0 auto}h1{font-size:22px}p.lead{color:#a8a8c8}article{background:#14142b;border:1px solid #2a2a4a;border-radius:16px;padding:16px 20px;margin:12px 0}header{display:flex;gap:10px;align-items:center;font-size:13px;color:#a8a8c8}.kind{font-weight:700;color:#fff;background:#7c5cff;border-radius:999px;padding:2px 10px}.kind.email{background:#ff5d8f;color:#0b0b14}time{margin-left:auto}h2{font-size:16px;margin:8px 0 4px}.to{margin:8px 0 0;color:#d0d0e8}pre{white-space:pre-wrap;font:inherit;margin:8px 0 0;color:#e8e8f8}.empty{color:#a8a8c8}</style></head>
<body><main><h1>Outbox</h1><p class="lead">What Maya would have sent (newest first). Configure SMTP_URL or Twilio to send for real. This page is off in production.</p>
${rows || '<p class="empty">Nothing sent yet.</p>'}</main></body></html>`);
  });
}
