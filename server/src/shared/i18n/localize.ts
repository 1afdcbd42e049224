/**
 * The server's user-facing messages in the shopper's language (issue: Hindi). One table
 * (messages.hi.ts) maps each English message, as the services write it, to Hindi; `{name}` marks
 * a part that varies (an amount, an order number, a product name). The services keep writing
 * English (the spec's texts, exact); the transports translate on the way out, for the language of
 * the request's Accept-Language header. English is the fallback for any text the table lacks.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { HINDI_MESSAGES, HINDI_PARTS } from './messages.hi.js';

export type Language = 'en' | 'hi';

/**
 * The language a request asks for: the first of its Accept-Language ranges (by q-value) that we
 * have, English otherwise. `hi`, `hi-IN` and `hi;q=0.9` all mean Hindi.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  const ranges = value
    .slice(0, 200) // a header is short; do not parse an attacker's megabyte
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (primary === 'hi') return 'hi';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

export const languageOf = (headers: IncomingHttpHeaders): Language => languageFromHeader(headers['accept-language']);

type Template = { pattern: RegExp; names: string[]; target: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with parts that vary, compiled once into anchored patterns. */
function compile(table: Record<string, string>): Template[] {
  return Object.entries(table)
    .filter(([english]) => /\{\w+\}/.test(english))
    .map(([english, target]) => {
      const names: string[] = [];
      const source = english
        .split(/(\{\w+\})/)
        .map((piece) => {
          const name = /^\{(\w+)\}$/.exec(piece)?.[1];
          if (!name) return escapeRegExp(piece);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, target };
    })
    // The longest templates first: the most specific wins ("Only {n} item(s) of one size per
    // order" before "Only {n} item(s) available").
    .sort((a, b) => b.pattern.source.length - a.pattern.source.length);
}

type Table = { exact: Record<string, string>; templates: Template[] };
const TABLES: Record<Exclude<Language, 'en'>, { messages: Table; parts: Table }> = {
  hi: {
    messages: { exact: HINDI_MESSAGES, templates: compile(HINDI_MESSAGES) },
    parts: { exact: HINDI_PARTS, templates: compile(HINDI_PARTS) },
  },
};

function fromTable(text: string, table: Table, translateValue: (value: string) => string): string | undefined {
  const exact = table.exact[text];
  if (exact !== undefined) return exact;
  for (const template of table.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1]]));
    return template.target.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values.get(name);
      return value === undefined ? whole : translateValue(value);
    });
  }
  return undefined;
}

/**
 * One whole message: an exact entry, or a template whose varying parts are translated when they
 * are themselves a message or a part ("already {status}" → the status label; "in {time}" → "5
 * मिनट"); product names, codes and amounts have no entry and stay as they are.
 */
function translateWhole(text: string, tables: (typeof TABLES)['hi']): string | undefined {
  const value = (part: string) =>
    fromTable(part, tables.messages, (v) => v) ?? fromTable(part, tables.parts, (v) => v) ?? part;
  return fromTable(text, tables.messages, value);
}

/**
 * The message in `language`. A message made of several sentences (a notification's body: "Your
 * order … has been placed. Pay ₹… in cash on delivery.") is translated sentence by sentence when
 * the whole has no entry; a sentence without an entry stays English.
 */
export function localize(text: string, language: Language): string {
  if (language === 'en' || !text) return text;
  const table = TABLES[language];
  const whole = translateWhole(text, table);
  if (whole !== undefined) return whole;
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z₹])/);
  if (sentences.length < 2) return text;
  return sentences.map((sentence) => translateWhole(sentence, table) ?? sentence).join(' ');
}
