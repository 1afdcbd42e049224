import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client, generated from the committed schemas:
 * - the shop (client/src/gql) from schema.graphql, documents anywhere but client/src/admin;
 * - the staff dashboard (client/src/admin/gql) from admin-schema.graphql, documents in client/src/admin.
 * `npm run codegen` writes both; `npm run schema:check` fails when either is stale
 * (it sets CODEGEN_OUT_DIR to generate into a temporary folder and compare).
 */
const outDir = process.env.CODEGEN_OUT_DIR;
const common = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    // Every custom scalar mapped (strictScalars fails on one that is not): the README's integrator config.
    strictScalars: true,
    scalars: { DateTimeISO: 'string', LocalDate: 'string', ID: 'string', JSON: 'unknown' },
  },
};


const config: CodegenConfig = {
  ignoreNoDocuments: true,
  generates: {
    [outDir ? `${outDir}/shop/` : 'client/src/gql/']: {
      ...common,
      schema: 'schema.graphql',
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*', '!client/src/admin/**/*'],
    },
    [outDir ? `${outDir}/admin/` : 'client/src/admin/gql/']: {
      ...common,
      schema: 'admin-schema.graphql',
      documents: ['client/src/admin/**/*.{ts,tsx}', '!client/src/admin/gql/**/*'],
    },
  },
};

export default config;
