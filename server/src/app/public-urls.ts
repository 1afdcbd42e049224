/**
 * Absolute URLs for integrators (PUBLIC_URL): an app on another origin, or a native app, cannot
 * use `/img/...` or `/api/v1/.../invoice` as they are. With PUBLIC_URL set, the image, photo and
 * document URLs the shoppers' APIs answer start with it; unset, they stay relative (the store's own
 * client, on the same origin, needs nothing more).
 *
 * Done at the transport, not in the modules: the services keep storing and answering paths, and
 * the one place that knows where the store is reached turns them into addresses.
 */
import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestHandler } from 'express';

/** Every shoppers' schema field whose value is a URL path of this server (a string or a list of them). */
export const URL_FIELDS: Record<string, readonly string[]> = {
  Banner: ['image'],
  CartLine: ['image'],
  Category: ['image'],
  DataExportLink: ['url'],
  DealTile: ['image'],
  Offer: ['poster'],
  Order: ['invoiceUrl', 'creditNoteUrl', 'invoiceDownloadUrl'],
  OrderItem: ['image'],
  Product: ['image', 'hoverImage'],
  ProductVariant: ['images', 'hoverImage'],
  ReturnRequest: ['image', 'photoUrls'],
  ReturnableItem: ['image'],
  Review: ['photos'],
  Testimonial: ['avatar'],
  ThemedCollection: ['image'],
};

/** REST answer keys (rest-contract.md and ours) that hold such URLs. */
const REST_URL_KEYS = new Set(['image', 'images', 'hoverImage', 'hoverImageUrl', 'poster', 'avatar', 'photos', 'photoUrls', 'url', 'invoiceUrl', 'creditNoteUrl']);
/** Paths this server answers URLs under; anything else under those keys is left alone. */
const SERVER_PATH = /^\/(img|uploads|api)\//;

/** `path` under `publicUrl` when it is one of this server's paths; anything else unchanged. */
export function absoluteUrl(publicUrl: string, value: unknown): unknown {
  if (!publicUrl) return value;
  if (typeof value === 'string') return SERVER_PATH.test(value) ? publicUrl + value : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUrl(publicUrl, item));
  return value;
}

const wrapped = new WeakSet<object>();

/**
 * Wraps the resolvers of URL_FIELDS so their paths become absolute for the app answering
 * (`context.services.config.publicUrl`). The schema is built once per process and shared by every
 * app in it (the tests run several), so the wrapper reads the setting per request; it wraps once.
 */
export function absoluteUrlFields(schema: GraphQLSchema): void {
  for (const [typeName, fieldNames] of Object.entries(URL_FIELDS)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`public-urls: no object type ${typeName} in the schema`);
    const fields = type.getFields();
    for (const fieldName of fieldNames) {
      const field = fields[fieldName];
      if (!field) throw new Error(`public-urls: no field ${typeName}.${fieldName} in the schema`);
      if (wrapped.has(field)) continue;
      wrapped.add(field);
      const resolve: GraphQLFieldResolver<unknown, { services?: { config: { publicUrl: string } } }> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const publicUrl = context?.services?.config.publicUrl ?? '';
        const value = resolve(source, args, context, info);
        if (!publicUrl) return value;
        return value instanceof Promise ? value.then((resolved) => absoluteUrl(publicUrl, resolved)) : absoluteUrl(publicUrl, value);
      };
    }
  }
}

/** Rewrites the URL paths of REST JSON answers (by key, see REST_URL_KEYS). Mounted only when PUBLIC_URL is set. */
export function absoluteRestUrls(publicUrl: string): RequestHandler {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const isUrlValue = typeof item === 'string' || (Array.isArray(item) && item.every((entry) => typeof entry === 'string'));
      out[key] = REST_URL_KEYS.has(key) && isUrlValue ? absoluteUrl(publicUrl, item) : rewrite(item);
    }
    return out;
  };
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(rewrite(body));
    next();
  };
}
