import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

// Writes the committed schema.graphql that the web generates its types from; CI checks it is current.
const target = path.resolve(import.meta.dirname, '../../schema.graphql');
fs.writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`wrote ${target}`);
