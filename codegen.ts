import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client, generated from the committed schema.graphql.
 * `npm run codegen` writes client/src/gql; `npm run schema:check` fails when it is stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [process.env.CODEGEN_OUT ?? 'client/src/gql/']: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
