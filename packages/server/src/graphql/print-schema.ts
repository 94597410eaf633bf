import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

// Writes the committed schema.graphql that the web generates its types from. With --check it only
// compares, and fails when the committed file is not what the code prints (npm test runs that).
const target = path.resolve(import.meta.dirname, '../../schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== printed) {
    console.error(`${target} is out of date: run "npm run codegen" and commit the result`);
    process.exit(1);
  }
  console.log('schema.graphql is current');
} else {
  fs.writeFileSync(target, printed);
  console.log(`wrote ${target}`);
}
