/**
 * Small helpers for REST adapters: `handle` runs an async handler with the request context and
 * sends its JSON; `parseBody` validates input with zod and turns a failure into BAD_INPUT.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { RequestContext } from '../shared/context.js';
import { badInput } from '../shared/errors.js';

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
