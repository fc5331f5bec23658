import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const GENERIC = 'Something went wrong. Please try again.';

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
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: error.code ?? 'bad_request', message: clientMessage(error) });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal_error', message: GENERIC });
  });

}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return 'The request body is not valid JSON.';
    default: return error.message || GENERIC;
  }
}
