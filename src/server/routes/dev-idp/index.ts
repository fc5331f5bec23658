import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateSignInForm, type DevAccounts, loginPage, servedAtIssuer, type DevProvider, DEV_IDP_PATH } from '@server/modules/oidc';
import { fail } from '../../lib/route-errors';

const MAX_FORM_BYTES = 4096;
// The provider's own pages (errors, form_post) use inline styles; nothing here runs in production.
const DEV_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Mounts the built-in provider at /dev-idp with its sign-in interaction (Email, Name, 'Sign in'). */
export async function devIdpRoutes(app: FastifyInstance, opts: { provider: DevProvider; accounts: DevAccounts }) {
  const { provider, accounts } = opts;
  const issuer = new URL(provider.issuer);
  app.addHook('onRequest', async (req) => servedAtIssuer(req.raw.headers, issuer));
  // Leave request bodies unread: oidc-provider parses its own.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  app.get(`${DEV_IDP_PATH}/interaction/:uid`, async (req, reply) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    if (details.prompt.name === 'login') return sendPage(reply, loginPage({ action: `${DEV_IDP_PATH}/interaction/${details.uid}/login` }));
    // Consent is implied: the built-in provider only serves Maya itself.
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    reply.hijack();
    await provider.interactionFinished(req.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  app.post(`${DEV_IDP_PATH}/interaction/:uid/login`, async (req, reply) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const name = form.get('name') ?? '';
    const error = validateSignInForm(email, name);
    if (error)
      return sendPage(reply.code(400), loginPage({ action: `${DEV_IDP_PATH}/interaction/${details.uid}/login`, email, name, error }));
    const account = accounts.upsert(email, name);
    reply.hijack();
    await provider.interactionFinished(req.raw, reply.raw, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  });

  const handler = provider.callback();
  app.all(`${DEV_IDP_PATH}/*`, (req, reply) => {
    reply.hijack();
    reply.raw.setHeader('content-security-policy', DEV_CSP);
    // oidc-provider resolves its routes relative to the mount point, read from originalUrl.
    const raw = req.raw as typeof req.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(DEV_IDP_PATH.length) || '/';
    handler(raw, reply.raw);
  });
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.header('content-security-policy', DEV_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

async function readForm(req: FastifyRequest): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req.raw) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) throw fail(413, 'bad_request', 'Request body is too large');
  }
  return new URLSearchParams(body);
}
