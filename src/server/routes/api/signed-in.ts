import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { preferencesRoutes } from './agents/preferences';
import { shortlistRoutes } from './agents/shortlist';
import { assessmentRoutes } from './assessment';
import { checkInRoutes } from './check-ins';
import { connectChatRoutes } from './connect-chat';
import { dashboardRoutes, type DashboardRouteOptions } from './dashboard';
import { doneRoutes } from './done';
import { flowRoutes } from './flow';
import { followUpRoutes } from './follow-up';
import { handoffRoutes } from './handoff';
import { messengerRoutes } from './messenger';
import { mobileChatLinkRoutes } from './mobile-chat/link-routes';
import { revealRoutes } from './reveal';
import { securityRoutes } from './security';
import { privacyRoutes } from './privacy';
import { simulationRoutes, type SimulationRouteOptions } from './simulation';

/**
 * Every route that needs a signed-in person, in one encapsulated context whose onRequest hook
 * answers 401 without a session, before the body is read. Like the API's request checks, it is
 * bound to the routes registered here, not to their URLs (docs/decisions/007): a route is signed-in
 * by being registered in this plugin, and tests/api/signed-in-scope.test.ts asks each one signed out.
 * NOTE: runs inside the API context, after its session lookup (`resolveSession`) fills `req.auth`.
 */
export async function signedInRoutes(
  scope: FastifyInstance,
  opts: { simulation?: SimulationRouteOptions; dashboard?: DashboardRouteOptions; devChat?: boolean } = {},
) {
  scope.addHook('onRequest', requireUser);
  await scope.register(flowRoutes);
  await scope.register(assessmentRoutes);
  await scope.register(revealRoutes);
  await scope.register(followUpRoutes);
  await scope.register(simulationRoutes, opts.simulation ?? {});
  await scope.register(handoffRoutes);
  await scope.register(connectChatRoutes);
  await scope.register(doneRoutes);
  await scope.register(preferencesRoutes);
  await scope.register(shortlistRoutes);
  await scope.register(checkInRoutes);
  await scope.register(mobileChatLinkRoutes);
  await scope.register(messengerRoutes, { devChat: opts.devChat ?? false });
  await scope.register(dashboardRoutes, opts.dashboard ?? {});
  await scope.register(securityRoutes);
  await scope.register(privacyRoutes);
}
