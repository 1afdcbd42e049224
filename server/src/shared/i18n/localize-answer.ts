/**
 * Translates the user-facing texts inside an API answer, in place, on its way out: the
 * `message`-like fields of any object, and the title and body of notifications. One walk serves
 * GraphQL (a plugin in app/graphql.ts) and REST (a wrapper of res.json in app/rest.ts).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { languageFromHeader, languageOf, localize, type Language } from './localize.js';

/** Fields that carry a sentence the server wrote for the shopper, wherever they appear. */
const MESSAGE_FIELDS = new Set(['message', 'couponMessage', 'onlinePaymentsMessage', 'statusLabel', 'note', 'limitMessage']);
/** Answers that are lists of notifications: their title and body are translated too. */
const NOTIFICATION_ANSWERS = new Set(['notifications', 'markNotificationRead', 'markAllNotificationsRead']);
const NOTIFICATION_FIELDS = new Set(['title', 'body', ...MESSAGE_FIELDS]);

const MAX_DEPTH = 12;

function walk(value: unknown, language: Language, fields: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, language, fields, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (typeof field === 'string') {
      if (fields.has(key)) record[key] = localize(field, language);
    } else {
      const inner = NOTIFICATION_ANSWERS.has(key) ? NOTIFICATION_FIELDS : fields;
      walk(field, language, inner, depth + 1);
    }
  }
}

/** Translates an answer's user-facing fields in place (nothing to do in English). */
export function localizeAnswer(answer: unknown, language: Language): void {
  if (language !== 'en') walk(answer, language, MESSAGE_FIELDS, 0);
}

/** GraphQL: error messages and the answer's message fields, in the request's Accept-Language. */
export function localizedGraphqlAnswers<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request }) {
      const language = languageFromHeader(request.http?.headers.get('accept-language') ?? undefined);
      if (language === 'en') return {};
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.errors) result.errors = result.errors.map((error) => ({ ...error, message: localize(error.message, language) }));
          if (result.data) localizeAnswer(result.data, language);
        },
      };
    },
  };
}

/** REST: every JSON answer's message fields (and notifications) in the request's Accept-Language. */
export const localizedRestAnswers: RequestHandler = (req, res, next) => {
  const language = languageOf(req.headers);
  if (language !== 'en') {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      localizeAnswer(body, language);
      return json(body);
    };
  }
  next();
};
