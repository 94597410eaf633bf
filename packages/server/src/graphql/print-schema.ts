import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { writeOrCheck } from './generated-file.js';
import { schema } from './schema.js';

// Writes the committed schema.graphql that the web generates its types from (--check: only compares).
writeOrCheck(
  path.resolve(import.meta.dirname, '../../schema.graphql'),
  `${printSchema(lexicographicSortSchema(schema))}\n`,
  'npm run codegen',
);
