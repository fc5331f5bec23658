import type { LoggerOptions } from 'pino';
import { serializeError, serializeRequest } from './log-serializers';

/**
 * The server's pino options, used by main.ts and by the logging test: serializers that keep
 * secrets and personal data out (no query strings, no query parameters, no cookies).
 */
export function loggerOptions(opts: { level: string }): LoggerOptions {
  return {
    level: opts.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}
