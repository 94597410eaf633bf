import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed operations from the server's printed schema (`npm run codegen -w @fjord/server` writes it).
 * Operations are written with the generated `graphql()` function next to the code that uses them.
 */
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          Date: 'string',
          DateTime: 'string',
          Decimal: 'string',
          PermissionMap: 'Record<string, boolean>',
        },
      },
    },
  },
};

export default config;
