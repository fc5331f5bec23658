import type { RouteOptions } from 'fastify';
import type { AppOptions } from '../../../src/server/app';
import { twilioConfig } from './fake-twilio';
import { telegramConfig } from './telegram-updates';
import { createTestApp } from './test-app';

export type ListedRoute = { method: string; url: string; schema: RouteOptions['schema'] };

export const ADMIN_TOKEN = 'route-list-admin-token-0123456789';

/**
 * The real app with every optional API route switched on (admin token, Twilio and Telegram webhooks, the
 * built-in provider's outbox), and the API routes as its onRoute hook saw them registered, so a
 * route added anywhere is listed without anyone maintaining a list. HEAD twins of GET are left out.
 */
export async function appWithRouteList(overrides: Record<string, string> = {}) {
  const routes: ListedRoute[] = [];
  const onRoute: AppOptions['onRoute'] = (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
  };
  const nobody = 'http://127.0.0.1:9';
  const app = await createTestApp(
    { ...twilioConfig(nobody), ...telegramConfig(nobody), ...overrides },
    { adminToken: ADMIN_TOKEN, onRoute },
  );
  return { app, routes };
}
