import { lexicographicSortSchema, printSchema } from 'graphql';
import { writeOrCheck } from './generated-file.js';
import { schema } from './schema.js';
import { serverPath } from '../server-root.js';

// Writes the committed schema.graphql that the web generates its types from (--check: only compares).
writeOrCheck(serverPath('schema.graphql'), `${printSchema(lexicographicSortSchema(schema))}\n`, 'npm run codegen');
