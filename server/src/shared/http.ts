/**
 * The REST kit of every module's routes: `handle` runs an async handler with the request context
 * and sends its JSON; `parseBody` validates input with zod and turns a failure into BAD_INPUT (in
 * plain words); and the one REST error responder (`sendRestError`, `restErrorHandler`,
 * `restErrorBody`) that maps a domain error to its status and its stable `errorCode` (DESIGN rule 4). Modules import it from here, never from app/ (transport wiring).
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { RequestContext } from './context.js';
import { badInput, httpStatusFor, isDomainError, type DomainError, type ErrorCode } from './errors.js';
import { userErrorCodeOf, type UserErrorCode } from './graphql/user-errors.js';
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

/** Words for body fields in the messages of a refused body (others are spelled out from their names). */
const FIELD_LABELS: Record<string, string> = {
  productId: 'Product',
  orderId: 'Order',
  addressId: 'Address',
  variant: 'Colour and size',
  color: 'Colour',
  newQty: 'Quantity',
  cancelReason: 'Cancellation reason',
  razorpay_order_id: 'Payment order id',
  razorpay_payment_id: 'Payment id',
  razorpay_signature: 'Payment signature',
  providerOrderId: 'Payment order id',
};

/** "couponCode" → "Coupon code", "razorpay_payment_id" → "Razorpay payment id". */
const spelledOut = (name: string): string => {
  const words = name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'The request';
};

/**
 * A validator's issue in words a shopper (or an integrator's screen) can show: "Product is
 * required.", "Quantity is not valid." — never the validator's own text ("productId: Invalid
 * input"), which names types and internals. `field` is the path of the field at fault.
 */
export function friendlyIssue(issue: z.core.$ZodIssue | undefined, input: unknown): { message: string; field?: string } {
  const path = (issue?.path ?? []).filter((part): part is string => typeof part === 'string');
  if (!issue || path.length === 0) return { message: 'The request body is not valid.' };
  const label = FIELD_LABELS[path[path.length - 1]] ?? FIELD_LABELS[path[0]] ?? spelledOut(path[path.length - 1]);
  const field = path.join('.');
  let value: unknown = input;
  for (const part of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (value === undefined || value === null || value === '') return { message: `${label} is required.`, field };
  if (issue.code === 'too_big' && issue.origin === 'string') return { message: `${label} is too long (at most ${issue.maximum} characters).`, field };
  return { message: `${label} is not valid.`, field };
}

/** Parses `input` with `schema`; the first issue becomes the error (`fallbackMessage`, or the issue in plain words). */
export function parseBody<T extends z.ZodType>(schema: T, input: unknown, fallbackMessage?: string): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const { message, field } = friendlyIssue(result.error.issues[0], input);
    throw badInput(fallbackMessage ?? message, field ? { field } : {});
  }
  return result.data;
}

/**
 * The stable code of every REST error answer (`errorCode`): the GraphQL `UserErrorCode` of a
 * caller's mistake (INVALID, NOT_FOUND, OUT_OF_STOCK…), UNAUTHENTICATED, or SERVER_ERROR for the
 * server's own faults. A separate key because `code` is the coupon code in apply-promo's answer
 * (the spec's shape) and, elsewhere, the older domain code kept for existing clients.
 */
export type RestErrorCode = `${UserErrorCode}` | 'UNAUTHENTICATED' | 'SERVER_ERROR';

export const restErrorCodeOf = (code: ErrorCode): RestErrorCode => (code === 'UNAUTHENTICATED' ? 'UNAUTHENTICATED' : (userErrorCodeOf(code) ?? 'SERVER_ERROR'));

/** The shoppers' API error body: the spec's `{ success: false, message }` with `errorCode` (and any extra keys). */
export function restErrorBody(errorCode: RestErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return { success: false as const, message, ...extra, errorCode };
}

/**
 * The body of a domain error: the spec's `{ success: false, message, errorCode, code, ...details }` for the
 * shoppers' API, `{ error: { code, message, field? } }` for the staff calls (/admin/auth, downloads).
 */
export type RestErrorShape = 'api' | 'staff';
export function sendDomainError(res: Response, error: DomainError, shape: RestErrorShape = 'api'): void {
  const body =
    shape === 'staff'
      ? { error: { code: error.code, message: error.message, ...(error.details.field ? { field: error.details.field } : {}) } }
      : restErrorBody(restErrorCodeOf(error.code), error.message, { code: error.code, ...error.details });
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
    res.status(status).json(restErrorBody('INVALID', message));
    return;
  }
  const requestId = options.requestId;
  if (isDatabaseUnavailable(error)) {
    logger.warn({ requestId }, 'database unavailable');
    res.setHeader('Retry-After', '5');
    res.status(503).json(restErrorBody('SERVER_ERROR', UNAVAILABLE_MESSAGE, { code: 'SERVICE_UNAVAILABLE' }));
    return;
  }
  logger.error({ err: error, requestId }, 'unexpected error in REST call');
  res.status(500).json(restErrorBody('SERVER_ERROR', SOMETHING_WENT_WRONG, { requestId }));
}

/** Express error middleware over `sendRestError` (the last handler of a REST router). */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (caught, req, res, _next) => sendRestError(res, caught, logger, { requestId: req.ctx?.requestId });
}

/** The answer to an unknown REST path. */
export const unknownRestCall: RequestHandler = (req, res) => {
  res.status(404).json(restErrorBody('NOT_FOUND', `No such API call: ${req.method} ${req.originalUrl}`));
};
