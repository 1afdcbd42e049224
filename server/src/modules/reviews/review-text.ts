/**
 * Review text rules: plain text only. Whatever HTML a shopper types (tags, scripts, entity-encoded
 * tags) is removed, so no markup survives into any answer, whichever client shows it.
 */
import sanitizeHtml from 'sanitize-html';
import { badInput } from '../../shared/errors.js';
import { RATING_RANGE_MESSAGE, REVIEW_TEXT_MIN, REVIEW_TEXT_SHORT_MESSAGE, fillMessage } from '../../shared/form-rules.js';

export const TITLE_MAX = 120;
export const TEXT_MIN = REVIEW_TEXT_MIN;
export const TEXT_MAX = 2000;
export const REASON_MAX = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

function stripOnce(value: string): string {
  // No tags, no attributes; script/style contents are dropped with their tags.
  const stripped = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return stripped.replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]);
}

/** Drops control characters other than tab and line breaks (they break layouts and logs). */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('');
}

/**
 * Plain text of `value`: tags removed until none is left (so `&lt;script&gt;` cannot decode into
 * one), control characters dropped, spaces collapsed, at most one blank line between paragraphs.
 */
export function plainText(value: string): string {
  let text = value.normalize('NFC');
  for (let i = 0; i < 5; i++) {
    const next = stripOnce(text);
    if (next === text) break;
    text = next;
  }
  return withoutControlCharacters(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface ReviewContent {
  rating: number;
  title: string;
  text: string;
}

/** Checks and cleans what a shopper wrote; BAD_INPUT with the field's message. */
export function cleanReview(input: { rating: number; title?: string | null; text: string }): ReviewContent {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw badInput(RATING_RANGE_MESSAGE, { field: 'rating' });
  const title = plainText(input.title ?? '');
  if (title.length > TITLE_MAX) throw badInput(`The title can be at most ${TITLE_MAX} characters.`, { field: 'title' });
  const text = plainText(input.text ?? '');
  if (text.length < TEXT_MIN) throw badInput(fillMessage(REVIEW_TEXT_SHORT_MESSAGE, { n: TEXT_MIN }), { field: 'text' });
  if (text.length > TEXT_MAX) throw badInput(`The review can be at most ${TEXT_MAX} characters.`, { field: 'text' });
  return { rating: input.rating, title, text };
}

/** A report's reason, cleaned and cut to REASON_MAX characters. */
export const cleanReason = (reason: string | null | undefined): string => plainText(reason ?? '').slice(0, REASON_MAX);
