import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { rootOperations, type RootOperation } from '../graphql/access.js';

/**
 * The places of a variable that hold an ID, written as paths: `id`, `input.departmentId`,
 * `input.carRegistrations[].id`, `productIds[]` (`[]` is "every element of the list"). Input
 * objects are followed to any depth; a recursive input is followed once into itself (its nested
 * copy is where a handler may forget the check), not further.
 */
export function idPathsOfArgument(argument: GraphQLArgument): string[] {
  return idPaths(argument.type, argument.name, []);
}

function idPaths(type: GraphQLInputType, path: string, outer: readonly string[]): string[] {
  const nullable = getNullableType(type);
  const here = isListType(nullable) ? `${path}[]` : path;
  const named = getNamedType(type);
  if (named.name === 'ID') return [here];
  if (!isInputObjectType(named) || outer.filter((name) => name === named.name).length > 1) return [];
  const inside = [...outer, named.name];
  return Object.values(named.getFields()).flatMap((field) => idPaths(field.type, `${here}.${field.name}`, inside));
}

/** Every ID path of every argument of an operation. */
export function idPathsOf(operation: RootOperation): string[] {
  return operation.field.args.flatMap(idPathsOfArgument);
}

/** The ID positions of the whole schema, operation by operation (operations without ids left out). */
export function schemaIdPositions(schema: GraphQLSchema): { operation: RootOperation; paths: string[] }[] {
  return rootOperations(schema)
    .map((operation) => ({ operation, paths: idPathsOf(operation) }))
    .filter(({ paths }) => paths.length > 0);
}

/** Splits `input.lines[].id` into the steps `input`, `lines`, `[]`, `id`. */
function steps(path: string): string[] {
  return path.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));
}

/**
 * The value at a path of variables (the first element of each list), or undefined when the
 * variables do not reach that far.
 */
export function valueAt(variables: unknown, path: string): unknown {
  let current = variables;
  for (const step of steps(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = step === '[]' ? (current as unknown[])[0] : (current as Record<string, unknown>)[step];
  }
  return current;
}

/**
 * A copy of the variables with the value at the path replaced (in the first element of each
 * list). The path must exist: a sweep that put its id nowhere would prove nothing.
 */
export function replaceAt(variables: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const replace = (current: unknown, rest: string[]): unknown => {
    const [step, ...after] = rest;
    if (step === undefined) return value;
    if (step === '[]') {
      if (!Array.isArray(current) || current.length === 0) throw new Error(`the variables have no list at ${path}`);
      return [replace(current[0], after), ...current.slice(1)];
    }
    if (current === null || typeof current !== 'object' || !(step in current))
      throw new Error(`the variables have nothing at ${path}`);
    const record = current as Record<string, unknown>;
    return { ...record, [step]: replace(record[step], after) };
  };
  return replace(variables, steps(path)) as Record<string, unknown>;
}

/**
 * The attribute names a VALIDATION problem may use for a position: the path with list indexes
 * (`lines.0.carId`), the same without the wrapping argument (`carRegistrations.0.id` for
 * `input.carRegistrations[].id`), and the last field alone.
 */
export function attributesOf(path: string): string[] {
  const dotted = path.replaceAll('[]', '.0');
  const parts = dotted.split('.');
  return [...new Set([dotted, parts.slice(1).join('.'), parts.filter((part) => part !== '0').at(-1)!])].filter(Boolean);
}

/**
 * A document calling the operation with every argument as a variable and asking for the scalar
 * fields of the answer, and of the objects it holds one level down (fields that need arguments
 * left out), so an answer that leaks another unit's record shows its ids.
 */
export function operationDocument(operation: RootOperation): string {
  const { field } = operation;
  const declared = field.args.map((argument) => `$${argument.name}: ${String(argument.type)}`);
  const passed = field.args.map((argument) => `${argument.name}: $${argument.name}`);
  const call = `${field.name}${passed.length ? `(${passed.join(', ')})` : ''}`;
  return `${operation.operation} Sweep${declared.length ? `(${declared.join(', ')})` : ''} { ${call}${selection(field.type, 2)} }`;
}

function selection(type: GraphQLField<unknown, unknown>['type'], depth: number): string {
  const named = getNamedType(type);
  if (!('getFields' in named) || isInputObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((argument) => !isNonNullType(argument.type)),
  );
  const parts = fields.flatMap((field) => {
    const inner = getNamedType(field.type);
    if (!('getFields' in inner)) return [field.name];
    return depth > 1 ? [`${field.name}${selection(field.type, depth - 1)}`] : [];
  });
  return ` { __typename ${parts.join(' ')} }`;
}

const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: '00000000-0000-4000-8000-000000000000',
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  Date: '2020-01-01',
  DateTime: '2020-01-01T00:00:00Z',
  Decimal: '1',
};

/**
 * Variables of the right shape for the required arguments (and required input fields) of an
 * operation: enough for the request to reach the operation's access check, which runs first.
 */
export function sampleVariables(operation: RootOperation): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    const nullable = getNullableType(type);
    if (isListType(nullable)) return [sample(nullable.ofType as GraphQLInputType)];
    if (isInputObjectType(nullable))
      return Object.fromEntries(
        Object.values(nullable.getFields())
          .filter((field) => isNonNullType(field.type))
          .map((field) => [field.name, sample(field.type)]),
      );
    if (isEnumType(nullable)) return nullable.getValues()[0]!.name;
    if (!(nullable.name in SCALAR_SAMPLES)) throw new Error(`no sample for the scalar ${nullable.name}`);
    return SCALAR_SAMPLES[nullable.name];
  };
  return Object.fromEntries(
    operation.field.args
      .filter((argument) => isNonNullType(argument.type))
      .map((argument) => [argument.name, sample(argument.type)]),
  );
}
