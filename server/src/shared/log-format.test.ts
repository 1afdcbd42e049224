import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-format.js';
import { createLogger } from './logger.js';
import { isQuietRequest } from '../app/create-app.js';

describe('development logs', () => {
  it('turn a request entry into one short line', () => {
    const json = JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 6, 21, 4), pid: 1, hostname: 'h', reqId: 'abc', req: { method: 'POST', url: '/graphql', headers: { 'user-agent': 'x'.repeat(500) } }, res: { statusCode: 200, headers: {} }, responseTime: 12.4, msg: 'request completed' });
    const line = formatLogLine(json);
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}POST \/graphql 200 12 ms\n$/);
    expect(line.length).toBeLessThan(60);
  });

  it('make the development login code easy to spot', () => {
    const line = formatLogLine(JSON.stringify({ level: 30, time: 0, msg: '[sms:console] to ******3210: Your Kapda login code is 123456. It expires in 5 minutes.' }));
    expect(line).toContain('★ LOGIN CODE');
    expect(line).toContain('123456');
  });

  it('write pretty lines through the logger, JSON when not pretty', () => {
    const lines: string[] = [];
    createLogger('info', { pretty: true, write: (line) => lines.push(line) }).warn({ port: 54329 }, 'port busy');
    expect(lines).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}port busy port=54329\n$/)]);
  });

  it('leave images, scripts and styles out of the request log', () => {
    for (const url of ['/img/p/tshirt/front/1f4e9c.svg', '/assets/index-abc.js', '/favicon.svg', '/healthz', '/assets/x.css?v=1']) expect(isQuietRequest(url), url).toBe(true);
    for (const url of ['/graphql', '/api/v1/user/getSections', '/product-details/12', '/']) expect(isQuietRequest(url), url).toBe(false);
  });
});
