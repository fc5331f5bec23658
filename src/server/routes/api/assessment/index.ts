import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SCENES, sceneById } from '@shared/domain/assessment/scenes';
import { capBehaviouralEvents, clampReactionTime, type DeviceTier } from '@shared/domain/assessment/response-limits';
import * as s from '@shared/schemas/assessment';
import { signedInUser } from '../../../plugins/auth';
import {
  answeredSceneIds,
  findActiveSession,
  findOwnSession,
  recordResponse,
  startSession,
  completeAssessment,
  loadProfileView,
  singleFlight,
} from '@server/modules/assessment';
import { admitIfAllowlisted } from '@server/modules/invites';
import { displayNameOf } from '@server/modules/users';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401, 404, 409);

/**
 * The assessment (§7.1 enhanced-onboarding-processor): start or resume, answer, complete, and the
 * invite check behind its results' 'Continue →'. Signed-in routes (registered in routes/api/signed-in.ts).
 */
export async function assessmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const activeSession = async (userId: string, sessionId: string) => {
    const session = await findOwnSession(app.db, userId, sessionId);
    if (!session) throw fail(404, 'session_not_found', 'Assessment session not found. Please restart the assessment.');
    if (session.status !== 'active') throw fail(409, 'session_closed', 'This assessment session has ended. Please restart the assessment.');
    return session;
  };

  app.get('/api/assessment', { schema: { response: { 200: s.assessmentStateSchema, ...errors } } }, async (req) => {
    const { userId } = signedInUser(req);
    const [profile, active] = await Promise.all([loadProfileView(app.db, userId), findActiveSession(app.db, userId)]);
    return {
      scenes: [...SCENES],
      session_id: active?.id ?? null,
      answered_scene_ids: active ? await answeredSceneIds(app.db, active.id) : [],
      profile,
    };
  });

  app.post(
    '/api/assessment/start',
    { schema: { body: s.startRequestSchema, response: { 200: s.startResponseSchema, ...errors } } },
    async (req) => {
      const session = await startSession(app.db, signedInUser(req).userId, req.body.device_tier, req.body.restart);
      return { session_id: session.id, answered_scene_ids: await answeredSceneIds(app.db, session.id) };
    },
  );

  app.post(
    '/api/assessment/responses',
    { schema: { body: s.submitRequestSchema, response: { 200: s.submitResponseSchema, ...errors } } },
    async (req) => {
      const session = await activeSession(signedInUser(req).userId, req.body.session_id);
      const data = req.body.scene_data;
      const scene = sceneById(data.scene_id);
      const option = scene?.options.find((o) => o.value === data.option_selected);
      if (!scene || !option) throw fail(400, 'unknown_option', 'That answer does not belong to this assessment.');
      const recorded = await recordResponse(app.db, {
        sessionId: session.id,
        sceneId: scene.id,
        optionSelected: option.value,
        reactionTimeMs: clampReactionTime(data.reaction_time_ms),
        // The server's own weights, never the client's.
        traitWeights: option.traitWeights as Record<string, number>,
        behavioralData: capBehaviouralEvents(data.behavioral_events, session.deviceTier as DeviceTier),
        microResponse: data.micro_response ?? null,
      });
      return { recorded, response_count: (await answeredSceneIds(app.db, session.id)).length };
    },
  );

  // Parallel completions of one session (double click, retry, two tabs) share one run.
  const completeOnce = singleFlight<boolean>();

  app.post(
    '/api/assessment/complete',
    { schema: { body: s.completeRequestSchema, response: { 200: s.profileResponseSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      const session = await findOwnSession(app.db, userId, req.body.session_id);
      if (!session) throw fail(404, 'session_not_found', 'Assessment session not found. Please restart the assessment.');
      // A completion that lost a race, or a retry after a lost answer, gets the profile that was made.
      if (session.status === 'completed') return { profile: await loadProfileView(app.db, userId) };
      if (session.status !== 'active')
        throw fail(409, 'session_closed', 'This assessment session has ended. Please restart the assessment.');
      await completeOnce(session.id, async () => {
        // NOTE: read again inside the flight: a request that saw 'active' just before another one's
        // flight finished would otherwise score again and pay for a second AI summary (its claim fails).
        const current = await findOwnSession(app.db, userId, session.id);
        if (current?.status !== 'active') return false;
        return completeAssessment({ db: app.db, ai: app.ai, log: req.log }, current, await displayNameOf(app.db, userId));
      });
      return { profile: await loadProfileView(app.db, userId) };
    },
  );

  /** §2.8 'Continue →' checks the allowlist: the one invite rule, which /connections' gate then agrees with. */
  app.get('/api/invite/status', { schema: { response: { 200: s.inviteStatusSchema, ...errorResponses(401) } } }, async (req) => ({
    invited: await admitIfAllowlisted(app.db, signedInUser(req).userId),
  }));
}
