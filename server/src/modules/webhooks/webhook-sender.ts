/**
 * One POST to a partner's receiver. Outbound calls to addresses the owner typed are treated as
 * hostile: redirects are never followed (a 3xx is a failure), the call times out fast, and at most
 * RESPONSE_BODY_LIMIT bytes of the answer are read (kept in the delivery log).
 */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookResponse {
  /** The HTTP status, or null when no answer came (refused, timed out, DNS). */
  status: number | null;
  /** The start of the answer's body (or why there was none). */
  body: string;
  durationMs: number;
  ok: boolean;
  error: string | null;
}

export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>;

/** Bytes of a receiver's answer kept in the delivery log. */
export const RESPONSE_BODY_LIMIT = 2048;

/** The sender over Node's fetch. */
export function httpWebhookSender(timeoutMs: number): WebhookSender {
  return async ({ url, headers, body }) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'store-webhooks/1', ...headers }, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      const text = await readCapped(response, RESPONSE_BODY_LIMIT);
      const ok = response.status >= 200 && response.status < 300;
      return { status: response.status, body: text, durationMs: elapsed(), ok, error: ok ? null : response.status >= 300 && response.status < 400 ? `redirect to ${response.headers.get('location') ?? '?'} not followed` : `HTTP ${response.status}` };
    } catch (error) {
      const message = error instanceof Error ? (error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`) : String(error);
      return { status: null, body: '', durationMs: elapsed(), ok: false, error: message };
    }
  };
}

/** Reads at most `limit` bytes of the body, then drops the rest of the stream. */
async function readCapped(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
