import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './live-backoff';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelayMs(n, middle))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('spreads clients by ± a quarter', () => {
    expect(reconnectDelayMs(2, () => 0)).toBe(3000);
    expect(reconnectDelayMs(2, () => 0.999999)).toBe(5000);
  });
});
