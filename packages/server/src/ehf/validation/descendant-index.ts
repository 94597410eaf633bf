import type { Document, Element, Node } from 'slimdom';

/**
 * The rules scan the whole document with `//name` hundreds of times per document, and fontoxpath
 * walks every node for each scan (about 0.6 ms per scan for a ten-line invoice). The expressions
 * are rewritten at compile time so that each `//name` that starts a path (at the start, after
 * `(`, `[`, `,`, an operator or a keyword) reads a variable filled by one walk over the document
 * (`descendantIndex`), keeping the meaning of `root(.)//name`, which is
 * `root(.)/descendant-or-self::node()/child::name`:
 * - `//name` without a predicate: the variable holds every element (or attribute, `//@name`) of
 *   that name, in document order;
 * - `//name[p]`: a predicate is evaluated among the siblings of one parent (`//a[1]` is every
 *   first `a` child), so the variable holds the parents of those nodes and the step stays as
 *   written: `$parents/name[p]`, exact for any predicate, positional ones included.
 */

/** A name a `//` step tests: an element or attribute; '*' in localName is any element. */
export type TestedName = { kind: 'element' | 'attribute'; namespaceURI: string | null; localName: string };

/** A rewritten `//name` (or `//(a | b)`): the variable, the names, and whether it holds the nodes or their parents. */
export type DescendantKey = { variable: string; names: readonly TestedName[]; of: 'nodes' | 'parents' };

export type DescendantKeys = {
  /** The key of a `//name`, registering it on first use. */
  keyOf(key: Omit<DescendantKey, 'variable'>): DescendantKey;
  readonly all: readonly DescendantKey[];
};

const nameKey = (n: TestedName) =>
  n.localName === '*' ? `${n.kind} *` : `${n.kind} {${n.namespaceURI ?? ''}}${n.localName}`;

export function descendantKeys(): DescendantKeys {
  const byName = new Map<string, DescendantKey>();
  return {
    keyOf(wanted) {
      const name = `${wanted.of} ${wanted.names.map(nameKey).sort().join(' | ')}`;
      let key = byName.get(name);
      if (!key) {
        key = { ...wanted, variable: `__descendants${byName.size}` };
        byName.set(name, key);
      }
      return key;
    },
    get all() {
      return [...byName.values()];
    },
  };
}

const NAME_CHAR = /[\w.\-\u00B7-\uFFFF]/;
const QNAME = /^(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*|\*)/;
/** A `//` after one of these words starts a path; after any other name it continues a step. */
const KEYWORDS = new Set(['and', 'or', 'return', 'satisfies', 'then', 'else', 'in', 'div', 'mod', 'eq', 'ne']);

/** `expression` with each path-starting `//name` (and its safe predicate) reading its variable. */
export function indexDescendants(
  expression: string,
  resolve: (prefix: string) => string | null,
  keys: DescendantKeys,
): string {
  let out = '';
  let i = 0;
  while (i < expression.length) {
    const c = expression[i]!;
    if (c === '"' || c === "'") {
      const end = stringEnd(expression, i);
      out += expression.slice(i, end);
      i = end;
      continue;
    }
    if (c === '/' && expression[i + 1] === '/' && startsPath(expression, i)) {
      const rewritten =
        expression[i + 2] === '('
          ? rewriteUnion(expression, i + 2, resolve, keys)
          : rewriteStep(expression, i + 2, resolve, keys);
      if (rewritten) {
        out += rewritten.text;
        i = rewritten.end;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

function rewriteStep(
  expression: string,
  start: number,
  resolve: (prefix: string) => string | null,
  keys: DescendantKeys,
): { text: string; end: number } | undefined {
  const attribute = expression[start] === '@';
  const nameStart = attribute ? start + 1 : start;
  const match = QNAME.exec(expression.slice(nameStart));
  if (!match) return undefined;
  const end = nameStart + match[0].length;
  const next = expression[end];
  // a kind test (node(), text()), a function, an axis (child::) or a longer name: leave it
  if (next === '(' || next === ':' || (next !== undefined && NAME_CHAR.test(next))) return undefined;
  const [, prefix, localName] = match;
  if (attribute && localName === '*') return undefined;
  const namespaceURI = prefix ? resolve(prefix) : null;
  if (prefix && namespaceURI === null) return undefined; // an unknown prefix: let fontoxpath report it
  const names = [
    { kind: attribute ? ('attribute' as const) : ('element' as const), namespaceURI, localName: localName! },
  ];
  if (/^\s*\[/.test(expression.slice(end))) {
    // `//name[p]` → `$parents/name[p]`: only the `//` is replaced, the step stays
    return { text: `$${keys.keyOf({ names, of: 'parents' }).variable}/`, end: start };
  }
  return { text: `$${keys.keyOf({ names, of: 'nodes' }).variable}`, end };
}

/**
 * `//(a | b | c)` of element names, not followed by a predicate (which would filter per parent):
 * one variable with all those elements in document order. The contexts of the rules that list
 * many elements (`cbc:Amount | cbc:BaseAmount | …`) are written so, and fontoxpath's union
 * sorting of many variables is thereby saved.
 */
function rewriteUnion(
  expression: string,
  start: number,
  resolve: (prefix: string) => string | null,
  keys: DescendantKeys,
): { text: string; end: number } | undefined {
  const close = expression.indexOf(')', start);
  if (close < 0 || /^\s*\[/.test(expression.slice(close + 1))) return undefined;
  const names: TestedName[] = [];
  for (const alternative of expression.slice(start + 1, close).split('|')) {
    const match = /^\s*(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)\s*$/.exec(alternative);
    const namespaceURI = match?.[1] ? resolve(match[1]) : null;
    if (!match || (match[1] && namespaceURI === null)) return undefined;
    names.push({ kind: 'element', namespaceURI, localName: match[2]! });
  }
  return { text: `$${keys.keyOf({ names, of: 'nodes' }).variable}`, end: close + 1 };
}

/** Is the `//` at `i` the start of a path (not the `//` between two steps)? */
function startsPath(expression: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\s/.test(expression[j]!)) j--;
  if (j < 0) return true;
  const before = expression[j]!;
  if ('([,=<>!+|'.includes(before)) return true;
  if (before === '-' && /\s/.test(expression[j - 1] ?? ' ')) return true; // minus, not part of a name
  if (!/[A-Za-z]/.test(before)) return false;
  let k = j;
  while (k >= 0 && NAME_CHAR.test(expression[k]!)) k--;
  if (k >= 0 && ':$@/'.includes(expression[k]!)) return false; // a prefixed name, variable, attribute or step
  return KEYWORDS.has(expression.slice(k + 1, j + 1));
}

/** The index after the string literal starting at `i` ('' and "" escape the quote). */
function stringEnd(expression: string, i: number): number {
  const quote = expression[i]!;
  let j = i + 1;
  while (j < expression.length) {
    if (expression[j] === quote) {
      if (expression[j + 1] === quote) j += 2;
      else return j + 1;
    } else j++;
  }
  return j;
}

/** The nodes (or parents) of each key in one walk over the document. */
export function descendantIndex(doc: Document, keys: readonly DescendantKey[]): Map<DescendantKey, Node[]> {
  const keysOf = new Map<string, DescendantKey[]>();
  const found = new Map<DescendantKey, Set<Node>>();
  for (const key of keys) {
    found.set(key, new Set());
    for (const name of key.names) keysOf.set(nameKey(name), [...(keysOf.get(nameKey(name)) ?? []), key]);
  }
  const anyElement = keysOf.get('element *');
  const hasAttributes = keys.some((key) => key.names.some((name) => name.kind === 'attribute'));
  const add = (list: DescendantKey[] | undefined, node: Node, parent: Node) => {
    if (list) for (const key of list) found.get(key)!.add(key.of === 'nodes' ? node : parent);
  };
  const walk = (element: Element, parent: Node): void => {
    add(anyElement, element, parent);
    add(keysOf.get(`element {${element.namespaceURI ?? ''}}${element.localName}`), element, parent);
    if (hasAttributes)
      for (const attribute of element.attributes)
        add(keysOf.get(`attribute {${attribute.namespaceURI ?? ''}}${attribute.localName}`), attribute, element);
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) walk(child, element);
  };
  if (doc.documentElement) walk(doc.documentElement, doc);
  // nodes in document order; parents in the order first met (a path over them sorts its result)
  return new Map([...found].map(([key, nodes]) => [key, [...nodes]]));
}
