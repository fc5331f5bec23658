import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { connectionLoss, describeQuery, failedQueryText } from '../db/connection-loss';

const GENERIC = 'Something went wrong. Please try again.';
const INVALID_VALUE = 'The request contains a value that cannot be stored.';
const DATABASE_UNAVAILABLE = 'The service was briefly interrupted. Please try again in a moment.';
/** Seconds: the pool opens a new connection in well under one (0.23 s measured, issue 30). */
export const DATABASE_RETRY_AFTER_S = 1;

/**
 * Every failure becomes a clear JSON answer: 4xx keep their own message, validation errors say
 * which field, and anything unexpected is logged and answered without a stack trace.
 */
export function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
      return reply.code(400).send({ code: 'invalid_request', message: `Invalid ${field}: ${first?.message ?? 'malformed value'}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(clientError(error, status));
    const sqlState = databaseInputErrorState(error);
    if (sqlState) {
      // NOTE: never log the error itself here: a failed query's message carries its parameters.
      req.log.warn({ sqlState, route: req.routeOptions.url }, 'the database refused a value from a request; its schema should have');
      return reply.code(400).send({ code: 'invalid_request', message: INVALID_VALUE });
    }
    const lost = connectionLoss(error);
    if (lost) {
      // A write (or a transaction) whose connection died: it may or may not have committed, so the
      // client decides whether to try again. Reads were already run again once (db/retrying-pool.ts).
      const text = failedQueryText(error);
      req.log.warn(
        { lost, query: text ? describeQuery(text) : null, route: req.routeOptions.url },
        'database connection lost under a request',
      );
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_AFTER_S)
        .send({ code: 'database_unavailable', message: DATABASE_UNAVAILABLE });
    }
    if (isDeliberateServerError(error, status)) {
      // A route's own upstream failure (e.g. 502 send_failed): its status and catalogue message stand.
      req.log.warn({ err: error }, 'upstream failure');
      return reply.code(status).send({ code: error.code, message: error.message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal_error', message: GENERIC });
  });
}

/**
 * The router's own refusals, before any route runs (Fastify's `frameworkErrors`): a path that does not decode
 * (`%ED%A0%80`) and a path parameter over `maxParamLength`. Answered in the app's shape, the path never echoed back.
 */
const ROUTER_REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_request', message: 'Invalid path: it is not a valid address' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'Invalid path: an id in it is too long' },
};

export function routerRefusal(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const refusal = ROUTER_REFUSALS[error.code] ?? { status: 400, code: 'invalid_request', message: 'Invalid request' };
  return reply.code(refusal.status).send({ code: refusal.code, message: refusal.message });
}

/** Our own 502/503/504 errors carry a snake_case code; anything else (a crash) stays a plain 500. */
const isDeliberateServerError = (error: FastifyError, status: number) =>
  status >= 502 && status <= 504 && isAppCode(error.code) && Boolean(error.message);

/**
 * The framework's refusals of a body it could not read, in the app's words: a body that is not
 * JSON is an invalid request like any other validation error (issue 30 item 4), not FST_ERR_*.
 */
const FRAMEWORK_REFUSALS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_request', message: 'Invalid body: not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_request', message: 'Invalid body: empty, but sent as JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_request', message: 'Invalid body: its length does not match Content-Length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported content type.' },
};

/** The app's codes are snake_case; anything else (a framework's or a library's) never reaches a client. */
const isAppCode = (code: unknown): code is string => typeof code === 'string' && /^[a-z][a-z_]+$/.test(code);

/** A 4xx as `{ code, message }` in the app's own codes: a route's refusal as thrown, the framework's translated. */
export function clientError(error: Pick<FastifyError, 'code' | 'message'>, status: number): { code: string; message: string } {
  const known = FRAMEWORK_REFUSALS[error.code];
  if (known) return known;
  if (isAppCode(error.code)) return { code: error.code, message: error.message || GENERIC };
  if (error.code === undefined && error.message) return { code: 'bad_request', message: error.message };
  return { code: status === 400 ? 'invalid_request' : 'bad_request', message: status === 400 ? 'Invalid request' : GENERIC };
}

/**
 * Values PostgreSQL refuses as input: bad text representation (22P02), text it cannot store (NUL,
 * 22P05; 22021), too large or too deep (54000, 54001). A last line of defence behind the request
 * schemas, so such a value is the caller's 400; other data exceptions (division by zero…) are bugs.
 */
const INPUT_REFUSED = new Set(['22P02', '22P05', '22021', '54000', '54001']);

/** The SQLSTATE when PostgreSQL refused a value from the request, else null. */
function databaseInputErrorState(error: unknown): string | null {
  for (let cause = error, hops = 0; cause && typeof cause === 'object' && hops < 5; cause = (cause as { cause?: unknown }).cause, hops++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_REFUSED.has(code)) return code;
  }
  return null;
}
