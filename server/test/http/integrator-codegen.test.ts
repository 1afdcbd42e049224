/**
 * What an integrator does on day one (issue #14, item 7): point graphql-codegen at the live
 * endpoint with the integrators' guide's config, generate TypeScript types and typed documents for a few
 * operations, and compile them under `--strict`. Money is `{ amount: string; currencyCode }`,
 * closed sets are string unions, DateTimeISO and LocalDate are strings: no `any` or `unknown`
 * anywhere a scalar is used. A config that leaves a scalar unmapped must fail (strictScalars).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Inside node_modules so the generated files resolve graphql and @graphql-typed-document-node/core
// as a project's own would; removed afterwards.
const CACHE = path.join(ROOT, 'node_modules', '.cache');
const CODEGEN_BIN = path.join(ROOT, 'node_modules', '@graphql-codegen', 'cli', 'esm', 'bin.js');
const TSC_BIN = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** The integrators' guide's scalar mapping (docs/api/README.md, "Generated types"). */
const SCALARS = { DateTimeISO: 'string', LocalDate: 'string' };

const OPERATIONS = `
query ProductPrice($id: ID!) {
  product(id: $id) {
    name
    createdAt
    price { amount currencyCode }
    originalPrice { amount currencyCode }
    discountPercent
    variants { sizes { size discountedPrice { amount currencyCode } discountPercent } }
  }
}

query Coupons {
  coupons { code discountType discountPercent flatDiscount { amount } maxDiscount { amount } minOrderAmount { amount currencyCode } expiryDate }
}

query Profile {
  me { name dob gender }
}

query Policy($type: PolicyType!) {
  policy(type: $type) { type title updatedAt }
}

query Settings {
  storeSettings { paymentProvider onlinePaymentsEnabled }
  sections { name gender }
}
`;

/** Code that leans on the generated types: it compiles only when they are precise. */
const USAGE = `
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CouponsDocument, PolicyDocument, ProductPriceDocument, ProfileDocument, SettingsDocument,
  type CouponsQuery, type PolicyQuery, type PolicyQueryVariables, type ProductPriceQuery, type ProfileQuery, type SettingsQuery,
} from './gql/graphql';

const typed: TypedDocumentNode<ProductPriceQuery, { id: string }> = ProductPriceDocument;
void typed;
void [CouponsDocument, PolicyDocument, ProfileDocument, SettingsDocument];

export function read(p: ProductPriceQuery, c: CouponsQuery, me: ProfileQuery, policy: PolicyQuery, settings: SettingsQuery): string[] {
  const amount: string | undefined = p.product?.price.amount;
  const currency: 'INR' | undefined = p.product?.originalPrice.currencyCode;
  const percent: number | undefined = p.product?.discountPercent;
  const sizeAmount: string | undefined = p.product?.variants[0]?.sizes[0]?.discountedPrice.amount;
  const added: string | undefined = p.product?.createdAt;
  const kind: 'PERCENTAGE' | 'FLAT' | undefined = c.coupons[0]?.discountType;
  const flat: string | undefined = c.coupons[0]?.flatDiscount?.amount;
  const expires: string | null | undefined = c.coupons[0]?.expiryDate;
  const dob: string | null | undefined = me.me?.dob;
  const gender: 'MALE' | 'FEMALE' | 'OTHER' | null | undefined = me.me?.gender;
  const policyType: 'PRIVACY_POLICY' | 'TERMS' | 'SHIPPING_DELIVERY' | 'CANCELLATION_REFUND' | 'ABOUT_US' | undefined = policy.policy?.type;
  const provider: 'RAZORPAY' | 'TEST' | null | undefined = settings.storeSettings.paymentProvider;
  const audience: 'MEN' | 'WOMEN' | undefined = settings.sections[0]?.gender;
  // @ts-expect-error an amount is a decimal string, not a number
  const wrong: number | undefined = p.product?.price.amount;
  const terms: PolicyQueryVariables = { type: 'TERMS' };
  // @ts-expect-error enum inputs take the enum's names only
  const bad: PolicyQueryVariables = { type: 'terms' };
  void [wrong, bad, terms, percent];
  return [amount, currency, sizeAmount, added, kind, flat, expires, dob, gender, policyType, provider, audience].map(String);
}
`;

function codegenConfig(endpoint: string, scalars: Record<string, string>): string {
  return `import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: ${JSON.stringify(endpoint)},
  documents: ['operations.graphql'],
  generates: {
    'gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: ${JSON.stringify(scalars)},
      },
    },
  },
};

export default config;
`;
}

function project(endpoint: string, scalars: Record<string, string>): string {
  fs.mkdirSync(CACHE, { recursive: true });
  const dir = fs.mkdtempSync(path.join(CACHE, 'integrator-'));
  fs.writeFileSync(path.join(dir, 'codegen.ts'), codegenConfig(endpoint, scalars));
  fs.writeFileSync(path.join(dir, 'operations.graphql'), OPERATIONS);
  fs.writeFileSync(path.join(dir, 'usage.ts'), USAGE);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2022', skipLibCheck: true }, include: ['usage.ts', 'gql/*.ts'] }),
  );
  made.push(dir);
  return dir;
}

/** Runs a tool in the project, asynchronously: the server it introspects lives in this process. */
const run = (cwd: string, bin: string, args: string[]) =>
  new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, timeout: 180_000 });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a fresh project generated against the live endpoint (the integrators guide codegen config)', () => {
  const ts = useTestServer();

  it('generates types with every scalar mapped and type-checks them under --strict', { timeout: 240_000 }, async () => {
    const dir = project(`${ts.baseUrl}/graphql`, SCALARS);
    const generated = await run(dir, CODEGEN_BIN, ['--config', 'codegen.ts', '--silent']);
    expect(generated.status, generated.output).toBe(0);

    const types = fs.readFileSync(path.join(dir, 'gql', 'graphql.ts'), 'utf8');
    // No field typed any or unknown (an unmapped scalar would be); the scalars come out as strings.
    expect(types).not.toMatch(/\w\??: (any|unknown)\b/);
    expect(types).not.toMatch(/Scalars\[[^\]]+\]\['(input|output)'\]: (any|unknown)/);
    expect(types).toMatch(/dob: string \| null/);
    expect(types).toMatch(/createdAt: string/);
    // Money and the closed sets come out precise.
    expect(types).toMatch(/price: \{ amount: string, currencyCode: CurrencyCode \}/);
    expect(types).toMatch(/export type CurrencyCode =[\s\S]*?'INR';/);
    expect(types).toMatch(/export type Gender =[\s\S]*?'MALE'/);

    const checked = await run(dir, TSC_BIN, ['-p', 'tsconfig.json', '--strict', '--noEmit']);
    expect(checked.status, checked.output).toBe(0);
  });

  it('fails when a scalar is left unmapped (strictScalars), instead of typing it any', { timeout: 240_000 }, async () => {
    const dir = project(`${ts.baseUrl}/graphql`, { DateTimeISO: 'string' });
    const generated = await run(dir, CODEGEN_BIN, ['--config', 'codegen.ts']);
    expect(generated.status).not.toBe(0);
    expect(fs.existsSync(path.join(dir, 'gql', 'graphql.ts'))).toBe(false);
  });

  it('is the config the integrators guide (docs/api/README.md) gives', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'docs', 'api', 'README.md'), 'utf8');
    expect(readme).toContain('strictScalars: true');
    expect(readme).toContain("enumsAsTypes: true");
    expect(readme).toContain(`scalars: { DateTimeISO: 'string', LocalDate: 'string' }`);
  });
});
