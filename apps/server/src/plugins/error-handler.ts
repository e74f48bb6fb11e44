import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * One place that turns every failure into the envelope. Validation errors carry the first
 * message (the client shows it); 5xx replies never reveal internal messages.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, data: error.data, message: error.message, type: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: v.message }));
      return reply.status(400).send({ success: false, data: { issues }, message: issues[0]?.message ?? 'Invalid request', type: 'VALIDATION_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, data: null, message: 'Too many requests. Please try again later.', type: 'RATE_LIMITED' });
    }
    if (status < 500) {
      return reply.status(status).send({ success: false, data: null, message: error.message, type: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, data: null, message: 'Something went wrong. Please try again.', type: 'INTERNAL' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, data: null, message: `No such call: ${request.method} ${request.url.split('?')[0]}`, type: 'NOT_FOUND' });
  });
}
