/**
 * One home per message (issue #12): the texts a form checks before the round trip are the server's
 * own constants (server/src/shared/form-rules.ts), never copies on the client.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as server from '../../../server/src/shared/form-rules';
import { INVALID_PHONE_MESSAGE } from '../../../server/src/shared/indian-formats';
import { shopperSourceFiles } from '../i18n/source-scan';
import * as client from './form-rules';

const messages = [
  ...Object.values(server as Record<string, unknown>).filter((v): v is string => typeof v === 'string'),
  ...Object.values(server.CONTACT_MESSAGES),
  INVALID_PHONE_MESSAGE,
];

describe('form messages', () => {
  it('are the server module itself on the client', () => {
    expect(client.REQUIRED_FIELDS_MESSAGE).toBe(server.REQUIRED_FIELDS_MESSAGE);
    expect(client.CONTACT_MESSAGES).toBe(server.CONTACT_MESSAGES);
  });

  it("keep the spec's texts", () => {
    expect(server.REQUIRED_FIELDS_MESSAGE).toBe('Please fill all required fields.');
    expect(server.ONLY_AVAILABLE_MESSAGE).toBe('Only {n} item(s) available');
    expect(server.VARIANT_NOT_FOUND_MESSAGE).toBe('Selected variant not found!');
    expect(server.fillMessage(server.ONLY_AVAILABLE_MESSAGE, { n: 3 })).toBe('Only 3 item(s) available');
  });

  it('are written nowhere else in the shopper client', () => {
    const copies = shopperSourceFiles().flatMap((file) => {
      // Comments may name a message; code may not.
      const source = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
      return messages.filter((m) => source.includes(`'${m}'`) || source.includes(`"${m}"`) || source.includes(`\`${m}\``)).map((m) => `${file}: ${m}`);
    });
    expect(copies).toEqual([]);
  });
});
