/**
 * Backoff before reconnect attempt `retries` (0-based): 1 s, 2 s, 4 s … at most 30 s, each ± a
 * random quarter so that clients dropped together (a server restart) do not return together.
 */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, retries));
  return Math.round(base * (0.75 + random() * 0.5));
}
