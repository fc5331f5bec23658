import { ApiError } from '@client/lib/api-client';

/** 404 / 409 from the API: the session is gone or closed (e.g. finished in another tab); only a restart helps. */
export const isSessionEnded = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);
