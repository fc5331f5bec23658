import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestClock } from '../../lib/test-clock';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../lib/route-errors';

const advanceSchema = z.object({
  advance_ms: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400_000),
});
const clockSchema = z.object({ now: z.string() });

/**
 * `POST /api/dev/clock {advance_ms}`: moves the messaging app's clock on (a journey's "next morning");
 * 0 reads it; `DELETE` puts it back to real time. Signed in (a journey's page calls it). Only with NODE_ENV=test
 * and the built-in provider (app.ts), like the dev chat itself.
 */
export async function devClockRoutes(instance: FastifyInstance, opts: { clock: TestClock }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser);
  app.post(
    '/api/dev/clock',
    { schema: { body: advanceSchema, response: { 200: clockSchema, ...errorResponses(400, 401) } } },
    async (req) => ({
      now: opts.clock.advance(req.body.advance_ms).toISOString(),
    }),
  );
  app.delete(
    '/api/dev/clock',
    { schema: { body: z.object({}).nullish(), response: { 200: clockSchema, ...errorResponses(401) } } },
    async () => ({
      now: opts.clock.reset().toISOString(),
    }),
  );
}
