import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema.js';
import { rootOperations } from '../graphql/access.js';
import { crossUnitPlan, missingFixtures } from './cross-unit.js';
import { attributesOf, operationDocument, replaceAt, schemaIdPositions } from './schema-ids.js';
import { ref } from './sweep-fixtures.js';

/** A schema with an id where a hand list would miss it: inside a list of input objects. */
const NESTED = buildSchema(`
  type Query { thing(id: ID!): Thing  things(filters: ThingFilters): [Thing!]! }
  type Mutation { saveThing(input: ThingInput!): Thing  tag(name: String!): Boolean }
  type Thing { id: ID! name: String! parent: Thing }
  input ThingFilters { parentId: ID name: String }
  input ThingInput { name: String! lines: [LineInput!]! }
  input LineInput { carId: ID quantity: Int tagIds: [ID!] children: [LineInput!] }
`);

describe('the sweep walker', () => {
  it('finds ids in arguments, filters, and lists of input objects at any depth, following a recursive input once into itself', () => {
    expect(schemaIdPositions(NESTED).map(({ operation, paths }) => [operation.name, paths])).toEqual([
      ['thing', ['id']],
      ['things', ['filters.parentId']],
      [
        'saveThing',
        [
          'input.lines[].carId',
          'input.lines[].tagIds[]',
          'input.lines[].children[].carId',
          'input.lines[].children[].tagIds[]',
        ],
      ],
    ]);
  });

  it('fails an id position that has no fixture, naming the operation and the position', () => {
    const plan = crossUnitPlan(NESTED, {
      thing: { variables: { id: ref('car') } },
      things: { variables: { filters: { parentId: ref('car') } } },
      saveThing: { variables: { input: { name: 'x', lines: [{ tagIds: [ref('car')] }] } } },
    });
    expect(missingFixtures(plan)).toEqual([
      'add a fixture for saveThing input.lines[].carId (what does this id refer to?)',
      'add a fixture for saveThing input.lines[].children[].carId (what does this id refer to?)',
      'add a fixture for saveThing input.lines[].children[].tagIds[] (what does this id refer to?)',
    ]);
  });

  it('every id position of the built schema has a fixture', () => {
    const plan = crossUnitPlan(schema);
    expect(missingFixtures(plan)).toEqual([]);
    expect(plan.length).toBeGreaterThan(50);
  });

  it('puts a value at a position in the first element of each list, and refuses a position the variables lack', () => {
    const variables = { input: { name: 'x', lines: [{ carId: 'a' }, { carId: 'b' }] } };
    expect(replaceAt(variables, 'input.lines[].carId', 'z')).toEqual({
      input: { name: 'x', lines: [{ carId: 'z' }, { carId: 'b' }] },
    });
    expect(variables.input.lines[0]!.carId).toBe('a');
    expect(() => replaceAt({ input: { lines: [] } }, 'input.lines[].carId', 'z')).toThrow(/no list at input.lines/);
    expect(() => replaceAt({ input: {} }, 'input.carId', 'z')).toThrow(/nothing at input.carId/);
  });

  it('names the attributes a validation problem may carry for a position', () => {
    expect(attributesOf('input.carRegistrations[].id')).toEqual([
      'input.carRegistrations.0.id',
      'carRegistrations.0.id',
      'id',
    ]);
    expect(attributesOf('lines[].carId')).toEqual(['lines.0.carId', '0.carId', 'carId']);
  });

  it('writes a document that passes every argument and selects scalars two levels deep', () => {
    const thing = rootOperations(NESTED).find((operation) => operation.name === 'thing')!;
    expect(operationDocument(thing)).toBe(
      'query Sweep($id: ID!) { thing(id: $id) { __typename id name parent { __typename id name } } }',
    );
  });
});
