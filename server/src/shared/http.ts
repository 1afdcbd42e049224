/**
 * The REST kit of every module's routes: `handle` runs an async handler with the request context
 * and sends its JSON; `parseBody` validates input with zod and turns a failure into BAD_INPUT; and
 * the one REST error responder (`sendRestError`, `restErrorHandler`) that maps a domain error to its
 * status (DESIGN rule 4). Modules import it from here, never from app/ (transport wiring).
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { RequestContext } from './context.js';
import { badInput, httpStatusFor, isDomainError, type DomainError } from './errors.js';
import type { Logger } from './logger.js';
import { inputErrorFromDatabase, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './db-errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

type Handler = (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>;

export function handle(handler: Handler, status = 200): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req.ctx, req, res).then(
      (body) => {
        if (!res.headersSent) res.status(status).json(body);
      },
      next,
    );
  };
}

/** Parses `input` with `schema`; the first issue becomes the error message. */
export function parseBody<T extends z.ZodType>(schema: T, input: unknown, fallbackMessage?: string): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = fallbackMessage ?? (issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid input.');
    throw badInput(message);
  }
  return result.data;
}

/**
 * The body of a domain error: the spec's `{ success: false, message, code, ...details }` for the
 * shoppers' API, `{ error: { code, message, field? } }` for the staff calls (/admin/auth, downloads).
 */
export type RestErrorShape = 'api' | 'staff';
export function sendDomainError(res: Response, error: DomainError, shape: RestErrorShape = 'api'): void {
  const body =
    shape === 'staff'
      ? { error: { code: error.code, message: error.message, ...(error.details.field ? { field: error.details.field } : {}) } }
      : { success: false, message: error.message, code: error.code, ...error.details };
  res.status(httpStatusFor(error.code)).json(body);
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * The one REST error responder. A domain error answers its code's status; body-parser's own errors
 * are the caller's mistakes (4xx); an unavailable database answers 503 with Retry-After; anything
 * else is logged with the request id and answered 500 without internals.
 */
export function sendRestError(res: Response, caught: unknown, logger: Logger, options: { requestId?: string } = {}): void {
  const error = (inputErrorFromDatabase(caught) ?? caught) as { status?: unknown; type?: unknown; message?: unknown };
  if (isDomainError(error)) {
    sendDomainError(res, error);
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status >= 400 && status < 500) {
    const message =
      error.type === 'entity.too.large' ? 'Request body is too large.' : error.type === 'entity.parse.failed' ? 'Request body is not valid JSON.' : String(error.message ?? 'Bad request.');
    res.status(status).json({ success: false, message });
    return;
  }
  const requestId = options.requestId;
  if (isDatabaseUnavailable(error)) {
    logger.warn({ requestId }, 'database unavailable');
    res.setHeader('Retry-After', '5');
    res.status(503).json({ success: false, message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    return;
  }
  logger.error({ err: error, requestId }, 'unexpected error in REST call');
  res.status(500).json({ success: false, message: SOMETHING_WENT_WRONG, requestId });
}

/** Express error middleware over `sendRestError` (the last handler of a REST router). */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (caught, req, res, _next) => sendRestError(res, caught, logger, { requestId: req.ctx?.requestId });
}

/** The answer to an unknown REST path. */
export const unknownRestCall: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, message: `No such API call: ${req.method} ${req.originalUrl}` });
};
