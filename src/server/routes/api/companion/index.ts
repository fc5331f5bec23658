import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detectEmotion } from '@server/modules/language';
import * as s from '@shared/schemas/companion';
import {
  forgetEverything,
  knowledgeOf,
  giveFeedback,
  loadSocialContext,
  recordInteractions,
  refreshPreferences,
  deleteFact,
  editFact,
  withPersonLock,
} from '@server/modules/conversation';
import { engagementOf } from '@shared/domain/companion/preferences';
import { errorResponses, fail } from '../../../lib/route-errors';
import { companionPerson, requireCompanionPerson } from './person';

const errors = errorResponses(400, 401);

/**
 * Maya learns (issue 14; spec §7.1 social-cognition): interactions, feedback, empathy and 'What
 * Maya knows'. Registered outside the signed-in scope: the mobile-chat cookie is enough.
 */
export async function companionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireCompanionPerson);
  // navigator.sendBeacon sends text/plain (a CORS-safelisted type, so no browser refuses it): read it as JSON.
  // NOTE: scoped to these routes; the API's Origin check still applies to every POST.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(fail(400, 'bad_request', 'Invalid JSON'));
    }
  });

  // The client's batches (every 30 s, 10 at a time, and on page hide by sendBeacon): updatePreferences per category.
  app.post(
    '/api/mobile-chat/companion/interactions',
    { schema: { body: s.interactionBatchSchema, response: { 200: s.interactionBatchResultSchema, ...errors } } },
    async (req) => {
      const userId = companionPerson(req);
      const stored = await recordInteractions(
        app.db,
        userId,
        req.body.interactions.map((i) => ({
          type: i.type,
          content: i.content ?? null,
          context: i.context,
          clientId: i.client_id,
          engagementLevel:
            i.engagement_level ??
            engagementOf({ type: i.type, content: i.content ?? null, emotional: detectEmotion(i.content) !== 'neutral' }),
          timestamp: i.timestamp ? new Date(i.timestamp) : undefined,
        })),
      );
      const categories = await refreshPreferences(app.db, userId, req.body.confidence);
      return { stored, categories };
    },
  );

  app.post(
    '/api/mobile-chat/companion/feedback',
    { schema: { body: s.feedbackRequestSchema, response: { 200: s.adaptationSchema, ...errors } } },
    async (req) => {
      const userId = companionPerson(req);
      const adaptation = await withPersonLock(app.db, userId, (tx) => giveFeedback(tx, userId, req.body.kind, req.body.message_id ?? null));
      return { personality: adaptation.personality, reason: adaptation.reason };
    },
  );

  app.post(
    '/api/mobile-chat/companion/empathy',
    { schema: { body: s.empathyRequestSchema, response: { 200: s.empathyResponseSchema, ...errors } } },
    async (req) => {
      const social = await loadSocialContext(app.db, companionPerson(req));
      return app.ai.empathy({
        situation: req.body.situation,
        userEmotionalState: social.userEmotionalState,
        relationshipStage: social.relationshipStage,
        detectedEmotion: detectEmotion(req.body.situation),
      });
    },
  );

  app.get(
    '/api/mobile-chat/companion/knowledge',
    { schema: { response: { 200: s.knowledgeSchema, ...errorResponses(401) } } },
    async (req) => knowledgeOf(app.db, companionPerson(req)),
  );

  app.patch(
    '/api/mobile-chat/companion/facts/:id',
    {
      schema: {
        params: s.factParamsSchema,
        body: s.factEditSchema,
        response: { 200: s.knowledgeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const userId = companionPerson(req);
      const edited = await withPersonLock(app.db, userId, (tx) => editFact(tx, userId, req.params.id, req.body.value));
      if (!edited) throw fail(404, 'fact_not_found', 'That fact is no longer there.');
      return knowledgeOf(app.db, userId);
    },
  );

  app.delete(
    '/api/mobile-chat/companion/facts/:id',
    {
      schema: {
        params: s.factParamsSchema,
        body: z.object({}).nullish(),
        response: { 200: s.knowledgeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const userId = companionPerson(req);
      if (!(await withPersonLock(app.db, userId, (tx) => deleteFact(tx, userId, req.params.id))))
        throw fail(404, 'fact_not_found', 'That fact is no longer there.');
      return knowledgeOf(app.db, userId);
    },
  );

  app.delete(
    '/api/mobile-chat/companion/knowledge',
    { schema: { body: z.object({}).nullish(), response: { 200: s.knowledgeSchema, ...errorResponses(401) } } },
    async (req) => {
      const userId = companionPerson(req);
      await forgetEverything(app.db, userId);
      return knowledgeOf(app.db, userId);
    },
  );
}
