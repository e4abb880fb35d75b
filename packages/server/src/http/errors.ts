import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { config as configureZod, locales } from 'zod/mini';
import type { ApiError } from '@dayflow/core';
import type { SecurityHeaders } from './security-headers';

/** An error a handler throws on purpose; shaped once as `{error, field?, code?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** A reason the client acts on (core's `CONFIRM_REQUIRED_CODE`), beside the text it shows. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Task') => new HttpError(404, `${what} not found`);

/**
 * `headers`: the security headers (security-headers.ts), added to any error answer that has
 * not got them, as when the request was refused before the plugin's own hook could run.
 */
export function installErrorHandlers(app: FastifyInstance, headers: SecurityHeaders = []): void {
  const protect = (reply: FastifyReply) => {
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
  };
  // Core's schemas are built with zod/mini, which ships no messages of its own: without a locale
  // every issue zod words itself (unknown key, too small, wrong type) would read "Invalid input".
  configureZod(locales.en());
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    protect(reply);
    if (error instanceof HttpError) {
      const body: ApiError = {
        error: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.code ? { code: error.code } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue ? fieldName(issue.instancePath, issue.params) : undefined;
      const where = error.validationContext === 'params' ? 'params' : (error.validationContext ?? 'body');
      const message = issue?.message ?? 'Invalid request';
      return reply.status(400).send({
        error: field ? `${field}: ${message}` : `Invalid ${where}: ${message}`,
        ...(field ? { field } : {}),
      } satisfies ApiError);
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error as FastifyError) } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' } satisfies ApiError);
  });

  // Never echoes the method or path: a reflected string is one more thing to escape everywhere.
  app.setNotFoundHandler((_request, reply) => {
    protect(reply);
    reply.status(404).send({ error: 'Not found' } satisfies ApiError);
  });
}

function fieldName(instancePath: string, params: unknown): string | undefined {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  // zod reports unknown keys at the object itself, with the key names in params.
  // fastify-type-provider-zod 7 spreads the issue into params; older versions nested it.
  const p = params as { keys?: string[]; issue?: { keys?: string[] } } | undefined;
  return (p?.keys ?? p?.issue?.keys)?.[0];
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send JSON (Content-Type: application/json)';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    default:
      return error.message;
  }
}
