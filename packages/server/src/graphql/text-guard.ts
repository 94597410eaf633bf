import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { validationError, type Validation } from '../errors/app-error.js';
import type { GraphQLContext } from './context.js';
import { formatError } from './errors.js';

/** PostgreSQL's text cannot hold the NUL character; anything else a client sends, it can. */
const UNSTORABLE = '\u0000';

type Found = { path: (string | number)[] };

/** Paths of the strings in a JSON value (a variable) that PostgreSQL cannot store. */
function inValue(value: unknown, path: (string | number)[], found: Found[]): void {
  if (typeof value === 'string') {
    if (value.includes(UNSTORABLE)) found.push({ path });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => inValue(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) inValue(item, [...path, key], found);
  }
}

/** The same for a literal written in the query text; variables are looked up in the request's values. */
function inLiteral(node: ValueNode, path: (string | number)[], variables: Record<string, unknown>, found: Found[]) {
  switch (node.kind) {
    case Kind.STRING:
      if (node.value.includes(UNSTORABLE)) found.push({ path });
      return;
    case Kind.LIST:
      node.values.forEach((item, index) => inLiteral(item, [...path, index], variables, found));
      return;
    case Kind.OBJECT:
      for (const field of node.fields) inLiteral(field.value, [...path, field.name.value], variables, found);
      return;
    case Kind.VARIABLE:
      inValue(variables[node.name.value], path, found);
      return;
    default:
      return;
  }
}

/**
 * Every string argument of the operation's root fields, from the query text or the variables, that
 * holds text PostgreSQL cannot store, as VALIDATION problems naming the field: the model is the
 * operation (e.g. createCustomer), the attribute the path inside its argument ("name",
 * "deliveryLocations.0.zip"), as the form's own problems are named.
 */
export function unstorableText(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): Validation[] {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return [];
  const problems: Validation[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      const found: Found[] = [];
      inLiteral(argument.value, [], variables, found);
      for (const { path } of found) {
        // An input object's fields are the form's fields; a plain argument is its own field.
        const attribute = path.length > 0 ? path.join('.') : argument.name.value;
        problems.push({ model: selection.name.value, attribute, type: 'invalid' });
      }
    }
  }
  return problems;
}

/** Refuses, before anything runs, an operation whose text arguments PostgreSQL cannot store. */
export const useStorableText = (): Plugin => ({
  onExecute: ({ args, setResultAndStopExecution }) => {
    const problems = unstorableText(
      args.document,
      args.operationName,
      (args.variableValues ?? {}) as Record<string, unknown>,
    );
    if (problems.length === 0) return;
    const refusal = validationError(problems);
    const { log } = (args.contextValue as unknown as GraphQLContext).services;
    setResultAndStopExecution({
      errors: [formatError(new GraphQLError(refusal.message, { originalError: refusal }), log)],
    });
  },
});
