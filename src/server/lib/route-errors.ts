import { apiErrorSchema } from '@shared/schemas/auth';

/** A refusal a route throws: the error handler answers it as `{ code, message }` with `statusCode`. */
export class RouteError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** Throws nothing itself: `throw fail(404, 'session_not_found', '…')` reads as the answer it gives. */
export const fail = (statusCode: number, code: string, message: string) => new RouteError(statusCode, code, message);

/** The `{ code, message }` body under each status a route can refuse with, for its response schema. */
export const errorResponses = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
