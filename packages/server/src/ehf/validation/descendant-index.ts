import type { Document, Element, Node } from 'slimdom';

/**
 * The rules scan the whole document with `//name` hundreds of times per document, and fontoxpath
 * walks every node for each scan (about 0.6 ms per scan for a ten-line invoice). The expressions
 * are rewritten at compile time so that each `//name` that starts a path reads a variable holding
 * exactly the nodes it selects, in document order, filled by one walk over the document
 * (`descendantIndex`). The rewrite keeps the meaning:
 * - only a `//` that starts a path (at the start, after `(`, `[`, `,`, an operator or a keyword)
 *   is rewritten: from a node of the document it selects what `root(.)//name` selects, which is
 *   every element (or attribute for `//@name`) of that name in document order;
 * - `//name[p]` filters per parent when `p` is positional, so a step with a predicate is rewritten
 *   only when the predicate is certainly not a number (a comparison, a boolean function, a path);
 *   any other is left as written.
 */

/** A rewritten `//name`: the variable that holds the nodes, and which nodes. */
export type DescendantKey = {
  variable: string;
  kind: 'element' | 'attribute';
  /** null: no namespace; '*' in localName: any element. */
  namespaceURI: string | null;
  localName: string;
};

export type DescendantKeys = {
  /** The key of a `//name`, registering it on first use. */
  keyOf(kind: DescendantKey['kind'], namespaceURI: string | null, localName: string): DescendantKey;
  readonly all: readonly DescendantKey[];
};

export function descendantKeys(): DescendantKeys {
  const byName = new Map<string, DescendantKey>();
  return {
    keyOf(kind, namespaceURI, localName) {
      const name = `${kind} {${namespaceURI ?? ''}}${localName}`;
      let key = byName.get(name);
      if (!key) {
        key = { variable: `__descendants${byName.size}`, kind, namespaceURI, localName };
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
      const rewritten = rewriteStep(expression, i + 2, resolve, keys);
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
  if (next === '[') {
    const close = bracketEnd(expression, end);
    if (close < 0 || !certainlyNotNumeric(expression.slice(end + 1, close))) return undefined;
  }
  const key = keys.keyOf(attribute ? 'attribute' : 'element', namespaceURI, localName!);
  return { text: `$${key.variable}`, end };
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

/**
 * A predicate that cannot evaluate to a number, so it filters by effective boolean value whatever
 * the position: a comparison, `and`/`or`, a boolean function, or a path ending in a name test.
 */
export function certainlyNotNumeric(predicate: string): boolean {
  const top = topLevel(predicate).trim();
  if (/(!=|<|>|=|\s(and|or|eq|ne|lt|le|gt|ge)\s)/.test(top)) return true;
  if (/^(not|exists|empty|starts-with|ends-with|contains|matches|boolean|true|false)\s*\(\)$/.test(top)) return true;
  if (/\s(div|mod|idiv)\s|[+*]|\s-\s|position|last/.test(top)) return false;
  // a path of name tests: no spaces, no call at its end (`a/b`, `//a/b[…]`, `@id`)
  return /^(\.\.?\/|\/|@|[A-Za-z_])[\w:.@*/[\]-]*$/.test(top) && /[A-Za-z_\]]$/.test(top);
}

/** The expression with everything inside brackets and parentheses and string literals emptied. */
function topLevel(expression: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i]!;
    if (c === '"' || c === "'") {
      i = stringEnd(expression, i) - 1;
      if (depth === 0) out += "''";
      continue;
    }
    if (c === '(' || c === '[') {
      if (depth === 0) out += c;
      depth++;
    } else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0) out += c;
    } else if (depth === 0) out += c;
  }
  return out;
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

/** The index of the `]` closing the `[` at `open`, or -1. */
function bracketEnd(expression: string, open: number): number {
  let depth = 0;
  for (let i = open; i < expression.length; i++) {
    const c = expression[i]!;
    if (c === '"' || c === "'") {
      i = stringEnd(expression, i) - 1;
      continue;
    }
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') {
      depth--;
      if (depth === 0) return c === ']' ? i : -1;
    }
  }
  return -1;
}

/** The nodes of each key in one walk over the document, in document order. */
export function descendantIndex(doc: Document, keys: readonly DescendantKey[]): Map<DescendantKey, Node[]> {
  const elementKeys = new Map<string, DescendantKey[]>();
  const attributeKeys = new Map<string, DescendantKey[]>();
  const result = new Map<DescendantKey, Node[]>();
  for (const key of keys) {
    result.set(key, []);
    const map = key.kind === 'element' ? elementKeys : attributeKeys;
    const name = key.localName === '*' ? '*' : `{${key.namespaceURI ?? ''}}${key.localName}`;
    map.set(name, [...(map.get(name) ?? []), key]);
  }
  const anyElement = elementKeys.get('*') ?? [];
  const add = (list: DescendantKey[] | undefined, node: Node) => {
    if (list) for (const key of list) result.get(key)!.push(node);
  };
  const walk = (element: Element): void => {
    add(anyElement, element);
    add(elementKeys.get(`{${element.namespaceURI ?? ''}}${element.localName}`), element);
    if (attributeKeys.size > 0)
      for (const attribute of element.attributes)
        add(attributeKeys.get(`{${attribute.namespaceURI ?? ''}}${attribute.localName}`), attribute);
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) walk(child);
  };
  if (doc.documentElement) walk(doc.documentElement);
  return result;
}
