import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/moderation';
import { act, listAudit, listQueue } from '@server/modules/moderation';
import { errorResponses, fail } from '../../../lib/route-errors';
import { callerOf } from './admin-access';

const errors = errorResponses(400, 401, 403);
const iso = (d: Date) => d.toISOString();

/** The moderators' part of the console (ADR 055): who I am, the queue, the actions, the audit log. */
export async function moderationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The messenger's clock: Maya's messages about an action are queued on the dispatcher's time.
  const now = () => app.messenger.deps.now();

  app.get('/api/admin/me', { schema: { response: { 200: s.adminMeResponseSchema, ...errors } } }, async (req) => {
    const caller = callerOf(req);
    return { role: caller.role, email: caller.actor };
  });

  app.get('/api/admin/queue', { schema: { response: { 200: s.queueResponseSchema, ...errors } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const items = await listQueue(app.db, now());
    return {
      items: items.map((i) => ({
        key: i.key,
        kind: i.kind,
        reason: i.reason,
        createdAt: iso(i.createdAt),
        sources: i.sources.map((source) => ({ ...source, createdAt: iso(source.createdAt) })),
        member: { ...i.evidence.member, suspendedUntil: i.evidence.member.suspendedUntil && iso(i.evidence.member.suspendedUntil) },
        other: i.evidence.other,
        messages: i.evidence.messages.map((m) => ({ ...m, at: iso(m.at) })),
        messagesNote: i.evidence.messagesNote,
        history: { ...i.evidence.history, actions: i.evidence.history.actions.map((a) => ({ ...a, at: iso(a.at) })) },
      })),
    };
  });

  app.post(
    '/api/admin/actions',
    { schema: { body: s.actionRequestSchema, response: { 200: s.actionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => {
      const { item, action, reason, days } = req.body;
      const result = await act(app.db, { itemKey: item, action, reason, days: days ?? null, actorEmail: callerOf(req).actor }, now());
      if (result.kind === 'unknown_item') throw fail(404, 'unknown_item', 'That item is not in the queue.');
      if (result.kind === 'already_resolved') throw fail(409, 'already_resolved', 'Someone has already resolved this item.');
      app.messenger.deps.kick();
      return { auditId: result.auditId };
    },
  );

  app.get('/api/admin/audit', { schema: { response: { 200: s.auditResponseSchema, ...errors } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { entries: (await listAudit(app.db)).map((e) => ({ ...e, createdAt: iso(e.createdAt) })) };
  });
}
