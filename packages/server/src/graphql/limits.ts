import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type ParseOptions,
  type SelectionSetNode,
  type Source,
} from 'graphql';

/**
 * Abuse limits of one GraphQL request, checked on the parsed document before validation and
 * execution, so an expensive request costs no database time. The web's largest operation stays
 * well within each (a test runs every web operation through them).
 */
export const GRAPHQL_LIMITS = {
  /** Tokens of the query text; parsing stops past it (a long text is refused before it becomes a tree). */
  maxTokens: 10_000,
  /** Levels of nested selections, fragments included. */
  maxDepth: 15,
  /** Aliased fields in the whole request: aliases are how one request repeats an expensive field. */
  maxAliases: 30,
  /** Fields the request asks for, a field inside a list counted once per expected item. */
  maxCost: 10_000,
  /** Items a list is expected to have, for the cost. */
  listFactor: 10,
} as const;

const limitError = (message: string, limit: string) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', limit } });

/**
 * How deeply brackets nest in a query text, outside strings and comments. The parser recurses once
 * per level, so a text nested thousands deep must be refused before it is parsed.
 */
export function textNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (char === '"') {
      const block = text.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < text.length && !text.startsWith(end, i)) i += text[i] === '\\' ? 2 : 1;
      i += end.length - 1;
    } else if (char === '{' || char === '(' || char === '[') {
      deepest = Math.max(deepest, ++depth);
    } else if (char === '}' || char === ')' || char === ']') {
      depth--;
    }
  }
  return deepest;
}

/** Brackets allowed in the text: selections plus arguments and input literals inside them. */
const MAX_TEXT_NESTING = GRAPHQL_LIMITS.maxDepth * 3;

/** Parses within the token and nesting limits; a text past them is refused before it becomes a tree. */
export function parseWithLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  const text = typeof source === 'string' ? source : source.body;
  if (textNesting(text) > MAX_TEXT_NESTING) throw depthError();
  return parse(source, { ...options, maxTokens: GRAPHQL_LIMITS.maxTokens });
}

const depthError = () =>
  limitError(
    `The query is nested more than ${GRAPHQL_LIMITS.maxDepth} levels deep; at most ${GRAPHQL_LIMITS.maxDepth} are allowed.`,
    'depth',
  );

type Measure = { depth: number; aliases: number; cost: number };

/**
 * Depth, aliases and cost of a document's operations, following fragments. Walking stops one level
 * past the depth limit, so a deep document is never walked to its end.
 */
export function measureDocument(schema: GraphQLSchema, document: DocumentNode): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  // Fragments spread into each other can multiply a short text into a huge tree: the walk stops
  // once the cost is over its limit or it has taken as many steps as that limit allows.
  let steps = 0;
  const tooMuch = () => total.cost > GRAPHQL_LIMITS.maxCost || steps > GRAPHQL_LIMITS.maxCost;

  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType | undefined,
    depth: number,
    weight: number,
    seen: ReadonlySet<string>,
  ): void => {
    total.depth = Math.max(total.depth, depth);
    if (depth > GRAPHQL_LIMITS.maxDepth) return;
    for (const selection of selectionSet.selections) {
      steps++;
      if (tooMuch()) return;
      if (selection.kind === Kind.FIELD) {
        if (selection.alias && selection.alias.value !== selection.name.value) total.aliases++;
        total.cost += weight;
        const fields = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields() : undefined;
        const type = fields?.[selection.name.value]?.type;
        if (!selection.selectionSet) continue;
        const named = type ? getNamedType(type) : undefined;
        const inner = type && isListType(getNullableType(type)) ? weight * GRAPHQL_LIMITS.listFactor : weight;
        walk(selection.selectionSet, isCompositeType(named) ? named : undefined, depth + 1, inner, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        walk(selection.selectionSet, isCompositeType(condition) ? condition : parent, depth, weight, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value);
        const inner = isCompositeType(condition) ? condition : parent;
        walk(fragment.selectionSet, inner, depth, weight, new Set([...seen, name]));
      }
    }
  };

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      definition.operation === 'query'
        ? schema.getQueryType()
        : definition.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    walk(definition.selectionSet, root ?? undefined, 1, 1, new Set());
  }
  // A walk cut short cost at least what the limit allows.
  if (steps > GRAPHQL_LIMITS.maxCost) total.cost = Math.max(total.cost, GRAPHQL_LIMITS.maxCost + 1);
  return total;
}

/** The limits a document breaks, each as a clear error; empty when it may run. */
export function limitErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  const { depth, aliases, cost } = measureDocument(schema, document);
  const { maxDepth, maxAliases, maxCost } = GRAPHQL_LIMITS;
  const errors: GraphQLError[] = [];
  if (depth > maxDepth) errors.push(depthError());
  if (aliases > maxAliases)
    errors.push(limitError(`The query has ${aliases} aliases; at most ${maxAliases} are allowed.`, 'aliases'));
  if (cost > maxCost)
    errors.push(
      limitError(`The query would cost ${cost}; at most ${maxCost} is allowed. Ask for fewer fields or lists.`, 'cost'),
    );
  return errors;
}
