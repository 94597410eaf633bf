import fs from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit } from '../test/fixtures.js';
import { errorCode, gql } from '../test/http.js';
import { GRAPHQL_LIMITS, measureDocument, textNesting } from './limits.js';
import { schema } from './schema.js';

/** The operations the web app sends, as codegen wrote them. */
function webOperations(): { name: string; document: DocumentNode }[] {
  const file = path.resolve(import.meta.dirname, '../../../web/src/gql/graphql.ts');
  const found: { name: string; document: DocumentNode }[] = [];
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/^export const (\w+)Document = (\{.*\}) as unknown/gm))
    found.push({ name: match[1]!, document: JSON.parse(match[2]!) as DocumentNode });
  return found;
}

describe('GraphQL abuse limits on their own', () => {
  it('lets every operation of the web app through, with room to spare', () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(50);
    for (const { name, document } of operations) {
      const measured = measureDocument(schema, document);
      expect(measured.depth, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth - 3);
      expect(measured.aliases, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases / 2);
      expect(measured.cost, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost / 2);
    }
  });

  it('measures the nesting of a text outside its strings and comments', () => {
    expect(textNesting('{ a(x: { y: [1] }) { b } }')).toBe(4);
    expect(textNesting('{ a(x: "{{{{", y: "\\"[[") # {{{{\n { b } }')).toBe(2);
    expect(textNesting('{ a(x: """[[[ \\""" ]]""") }')).toBe(2);
  });

  it('refuses depth through fragments, which the text does not show', () => {
    const fragments = Array.from(
      { length: 20 },
      (_, i) => `fragment F${i} on ProductGroup { parentGroup { ...F${i + 1} } }`,
    );
    const document = parse(
      `{ productGroup(id: "x") { ...F0 } } ${fragments.join(' ')} fragment F20 on ProductGroup { id }`,
    );
    expect(measureDocument(schema, document).depth).toBeGreaterThan(GRAPHQL_LIMITS.maxDepth);
  });

  it('stops measuring a fragment bomb early instead of walking its exponential tree', () => {
    const fragments = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { currentUser { id } ...F${i + 1} ...F${i + 1} }`,
    );
    const document = parse(`{ ...F0 } ${fragments.join(' ')} fragment F40 on Query { currentUser { id } }`);
    const started = performance.now();
    expect(measureDocument(schema, document).cost).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe.each(TEST_DATABASES)('GraphQL abuse limits (%s)', (kind) => {
  const t = useTestApp(kind);

  const refusedBeforeExecution = async (query: string, limit: string) => {
    const owner = await userWithUnit(t);
    const errors = vi.spyOn(t.app.services.log, 'error');
    const started = performance.now();
    const result = await gql(t, query, {}, owner);
    const elapsed = performance.now() - started;
    errors.mockRestore();
    expect(result.body.data).toBeUndefined();
    expect(errorCode(result)).toBe('QUERY_TOO_COMPLEX');
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ limit });
    expect(errors).not.toHaveBeenCalled();
    return { result, elapsed };
  };

  it('refuses 1,000 aliased product lists by the alias limit, quickly', async () => {
    const lists = Array.from({ length: 1000 }, (_, i) => `p${i}: products { totalCount }`).join(' ');
    const { result, elapsed } = await refusedBeforeExecution(`{ ${lists} }`, 'aliases');
    expect(result.body.errors?.[0]?.message).toMatch(/1000 aliases; at most 30/);
    expect(elapsed).toBeLessThan(2000);
  });

  it('refuses a query nested 2,000 or 20,000 levels deep by the depth limit, before parsing it', async () => {
    for (const levels of [2000, 20_000]) {
      const query = `${'{ a '.repeat(levels)}{ id }${' }'.repeat(levels)}`;
      const { result } = await refusedBeforeExecution(query, 'depth');
      expect(result.body.errors?.[0]?.message).toMatch(/more than 15 levels/);
    }
  });

  it('refuses lists inside lists whose cost multiplies past the limit, within the depth and alias limits', async () => {
    // Each list level multiplies the cost of what it holds: 30 × (1 + 1 + 10 + 100 × 6) = 18,360.
    const location = 'deliveryLocations { id address additionalAddress zip city countryCode }';
    const lists = Array.from({ length: 30 }, (_, i) => `c${i}: customers { items { ${location} } }`).join(' ');
    const { result } = await refusedBeforeExecution(`{ ${lists} }`, 'cost');
    expect(result.body.errors?.[0]?.message).toMatch(/at most 10000 is allowed/);
  });

  it('refuses a query text past the token limit at parsing, as a bad request', async () => {
    const owner = await userWithUnit(t);
    const query = `{ ${'currentUser { id } '.repeat(GRAPHQL_LIMITS.maxTokens / 4 + 1)} }`;
    const result = await gql(t, query, {}, owner);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(/more (than|that) 10000 tokens/);
    expect(errorCode(result)).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('still runs an ordinary query', async () => {
    const owner = await userWithUnit(t);
    const result = await gql<{ currentUser: { id: string } }>(t, '{ currentUser { id } }', {}, owner);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.currentUser.id).toBeTruthy();
  });
});
