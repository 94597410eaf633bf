import fs from 'node:fs';
import { parseXmlDocument, type Element } from 'slimdom';
import { descendantKeys, indexDescendants, type DescendantKey } from './descendant-index.js';
import {
  childPathCheck,
  registerExactDecimalFunctions,
  rewriteForEvaluation,
  type ChildPathCheck,
} from './xpath-rewrites.js';
import { registerFunctionModule, translateFunctions, XSL_NS, type FunctionModule } from './xpath-functions.js';

/**
 * A schematron file (ISO schematron, query binding xslt2) compiled into XPath 3.1 expressions for
 * fontoxpath. What is kept of the ISO semantics, as the XSLT skeleton that Peppol's own validators
 * use implements it:
 * - `<ns>` declarations resolve the prefixes of every expression;
 * - `<let>` at schema and pattern level are global variables, evaluated once per document with
 *   the document node as context (in declaration order) and passed to every expression;
 *   `<let>` in a rule is evaluated per context node, in order;
 * - patterns run in order; within one pattern a node is handled by the FIRST rule whose context
 *   matches it (the skeleton gives earlier rules a higher template priority), later rules skip it;
 * - an assert fires when its test is false, a report when it is true (effective boolean value);
 * - the message text renders `<value-of select>` and `<name/>`.
 * - decimal arithmetic is exact, as in Saxon (xpath-rewrites.ts), though fontoxpath uses doubles.
 * Phases and abstract rules are not used by the Peppol files; all patterns are active.
 */

export type Flag = 'fatal' | 'warning';

export type CompiledCheck = {
  kind: 'assert' | 'report';
  id: string;
  flag: Flag;
  /** The rule's own XPath, as written in the file. */
  test: string;
  /** The same XPath as evaluated: rewritten (xpath-rewrites.ts, descendant-index.ts). */
  evaluated: string;
  /** When `evaluated` is only a child-path test: that test, answered without XPath. */
  childPath?: ChildPathCheck | undefined;
  /** The message: literal text and XPath expressions (value-of / name) to render. */
  message: ReadonlyArray<{ text: string } | { select: string }>;
};

export type CompiledRule = {
  /** The XSLT match pattern, as written. */
  context: string;
  /** An XPath that selects, from the document node, every node the pattern matches. */
  contextSelector: string;
  /** One XPath 3.1 expression evaluated per context node: the rule's variables, then a string of
   * '1'/'0' per check that is not a child-path test, '1' when the check's test is true; '' when
   * every check is one. */
  testsExpression: string;
  /** The `let` clause of the rule's variables, prefixed to a check's own expression. */
  letPrefix: string;
  /** The document variables (globals, `//name` scans) the context selector reads. */
  contextVariables: readonly string[];
  /** The document variables the checks, the rule's lets and the messages read. */
  variables: readonly string[];
  checks: readonly CompiledCheck[];
};

export type CompiledPattern = { id: string | null; rules: readonly CompiledRule[] };

export type CompiledSchema = {
  file: string;
  title: string;
  namespaces: ReadonlyMap<string, string>;
  /** The schema's and patterns' `<let>`s in declaration order, evaluated once per document, each
   * with the document variables (earlier globals, `//name` scans) its value reads. */
  globals: ReadonlyArray<Let & { variables: readonly string[] }>;
  /** The `//name` scans the expressions read from variables (see descendant-index.ts). */
  descendants: readonly DescendantKey[];
  patterns: readonly CompiledPattern[];
  functionModule: FunctionModule | undefined;
};

const SCH_NS = 'http://purl.oclc.org/dsdl/schematron';

export type Let = { name: string; value: string };

/** Reads and compiles a .sch file; registers its functions with fontoxpath. */
export function compileSchematronFile(file: string): CompiledSchema {
  registerExactDecimalFunctions();
  const compiled = compileSchematron(fs.readFileSync(file, 'utf8'), file);
  if (compiled.functionModule) registerFunctionModule(compiled.functionModule);
  return compiled;
}

export function compileSchematron(source: string, file = '(inline)'): CompiledSchema {
  const schema = parseXmlDocument(source).documentElement;
  if (!schema || schema.namespaceURI !== SCH_NS || schema.localName !== 'schema') {
    throw new Error(`${file} is not an ISO schematron schema`);
  }
  const binding = schema.getAttribute('queryBinding');
  if (binding && !/^xslt2|xslt3|xpath2|xpath3|xpath31$/.test(binding)) {
    throw new Error(`${file}: query binding ${binding} is not supported`);
  }
  const namespaces = new Map<string, string>();
  for (const ns of schChildren(schema, 'ns')) namespaces.set(attr(ns, 'prefix'), attr(ns, 'uri'));
  const keys = descendantKeys();
  const resolve = (prefix: string) => namespaces.get(prefix) ?? null;
  // Every expression as it is evaluated: exact decimal arithmetic, `//name` scans from the index.
  const indexed = (expression: string) => indexDescendants(rewriteForEvaluation(expression, resolve), resolve, keys);

  // Global variables: the schema's lets and every pattern's lets, in document order (the skeleton
  // makes all of them top-level xsl:variables).
  const globals: Let[] = [];
  for (const child of schema.children) {
    if (isSch(child, 'let')) globals.push(toLet(child));
    if (isSch(child, 'pattern')) for (const l of schChildren(child, 'let')) globals.push(toLet(l));
  }
  const globalNames = new Set(globals.map((g) => g.name));
  if (globalNames.size < globals.length) throw new Error(`${file}: two global <let>s of the same name`);

  // Rewrite every expression first, so that all `//name` variables are known.
  const indexedGlobals = globals.map((g) => ({ name: g.name, value: indexed(g.value) }));
  const compiledPatterns = schChildren(schema, 'pattern').map((pattern) => {
    if (pattern.getAttribute('abstract') === 'true' || pattern.getAttribute('is-a')) {
      throw new Error(`${file}: abstract patterns are not supported`);
    }
    return { id: pattern.getAttribute('id'), rules: schChildren(pattern, 'rule').map((r) => compileRule(r, indexed)) };
  });
  const documentVariableNames = [...globalNames, ...keys.all.map((k) => k.variable)];
  const readBy = (expressions: readonly string[]) =>
    documentVariableNames.filter((name) => expressions.some((e) => references(e, name)));
  const patterns = compiledPatterns.map((pattern) => {
    return {
      id: pattern.id,
      rules: pattern.rules.map((rule) => ({
        ...rule,
        contextVariables: readBy([rule.contextSelector]),
        variables: readBy([
          rule.testsExpression,
          ...rule.checks.flatMap((c) => c.message.flatMap((m) => ('select' in m ? [m.select] : []))),
        ]),
      })),
    };
  });
  const title = schChildren(schema, 'title')[0]?.textContent?.trim() ?? file;
  return {
    file,
    title,
    namespaces,
    globals: indexedGlobals.map((g) => ({ ...g, variables: readBy([g.value]) })),
    descendants: keys.all,
    patterns,
    functionModule: translateFunctions(schema, namespaces),
  };
}

function compileRule(
  rule: Element,
  indexed: (expression: string) => string,
): Omit<CompiledRule, 'contextVariables' | 'variables'> {
  if (rule.getAttribute('abstract') === 'true' || schChildren(rule, 'extends').length > 0) {
    throw new Error('abstract rules are not supported');
  }
  const context = attr(rule, 'context');
  const ruleLets = schChildren(rule, 'let').map(toLet);
  const checks = rule.children.filter((e) => isSch(e, 'assert') || isSch(e, 'report')).map(compileCheck);
  const letPrefix = letExpression(ruleLets.map((l) => `$${l.name} := (${indexed(l.value)})`));
  const compiled = checks.map((c) => {
    const evaluated = indexed(c.test);
    return {
      ...c,
      evaluated,
      childPath: childPathCheck(evaluated),
      message: c.message.map((m) => ('select' in m ? { select: indexed(m.select) } : m)),
    };
  });
  // A check that is only a child-path test is answered in JavaScript without an XPath call.
  const flags = compiled.filter((c) => !c.childPath).map((c) => `if (${c.evaluated}) then '1' else '0'`);
  return {
    context,
    contextSelector: indexed(contextSelector(context)),
    testsExpression:
      flags.length === 0 ? '' : `${letPrefix}string-join((${flags.map((f) => `(${f})`).join(',\n')}), '')`,
    letPrefix,
    checks: compiled,
  };
}

/** XPath 3.1 has one `let` with comma-separated bindings (no FLWOR chain of lets). */
function letExpression(bindings: readonly string[]): string {
  return bindings.length ? `let ${bindings.join(',\n  ')}\nreturn ` : '';
}

function compileCheck(element: Element): CompiledCheck {
  const flag = element.getAttribute('flag');
  return {
    kind: element.localName === 'report' ? 'report' : 'assert',
    id: element.getAttribute('id') ?? '(no id)',
    // A check without a flag is treated as fatal; one with another flag (information) as a warning.
    flag: flag === null || flag === 'fatal' || flag === 'error' ? 'fatal' : 'warning',
    test: attr(element, 'test'),
    evaluated: attr(element, 'test'),
    message: messageParts(element),
  };
}

function messageParts(element: Element): CompiledCheck['message'] {
  const parts: Array<{ text: string } | { select: string }> = [];
  for (const node of element.childNodes) {
    if (node.nodeType === 3 || node.nodeType === 4) parts.push({ text: node.nodeValue ?? '' });
    else if (node.nodeType === 1) {
      const child = node as Element;
      if (isSch(child, 'value-of')) parts.push({ select: attr(child, 'select') });
      else if (isSch(child, 'name')) parts.push({ select: `name(${child.getAttribute('path') ?? '.'})` });
      else parts.push(...messageParts(child)); // emph, dir, span: their text
    }
  }
  return parts;
}

/**
 * The nodes an XSLT match pattern matches are those the same path selects from the root with
 * `//` before each relative alternative: `a/b[1] | /c` matches what `//a/b[1] | /c` selects (a
 * positional predicate stays relative to the step's parent, as in a pattern). Alternatives are
 * split on top-level `|` only.
 */
export function contextSelector(pattern: string): string {
  const alternatives = splitTopLevelUnion(pattern);
  // plain element names (`cbc:Amount | cbc:BaseAmount | …`) as one `//(a | b)`: one index variable
  const names = alternatives.filter((a) => /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/.test(a));
  const others = alternatives.filter((a) => !names.includes(a));
  const selectors = names.length > 1 ? [`//(${names.join(' | ')})`] : names.map((name) => `//${name}`);
  return [
    ...selectors,
    ...others.map((alternative) => {
      if (alternative.startsWith('/')) return alternative;
      // `(p | q)[predicate]` (XSLT 3.0): the alternatives of the parentheses, then the predicate
      const group = parenthesised(alternative);
      return group ? `(${contextSelector(group.inner)})${group.rest}` : `//${alternative}`;
    }),
  ].join(' | ');
}

/** `(inner)rest` where the parenthesis at 0 closes before `rest`, which is only predicates. */
function parenthesised(alternative: string): { inner: string; rest: string } | undefined {
  if (!alternative.startsWith('(')) return undefined;
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < alternative.length; i++) {
    const c = alternative[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0 && c === ')') {
        const rest = alternative.slice(i + 1).trim();
        return rest === '' || rest.startsWith('[') ? { inner: alternative.slice(1, i), rest } : undefined;
      }
    }
  }
  return undefined;
}

function splitTopLevelUnion(pattern: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === '|' && depth === 0) {
      alternatives.push(pattern.slice(start, i).trim());
      start = i + 1;
    }
  }
  alternatives.push(pattern.slice(start).trim());
  return alternatives.filter((a) => a.length > 0);
}

/** Does the expression read the variable `$name`? */
function references(expression: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\$${escaped}(?![\\w.\\-])`).test(expression);
}

function toLet(element: Element): Let {
  const value = element.getAttribute('value');
  if (value === null) throw new Error(`<let name="${element.getAttribute('name')}"> without value is not supported`);
  return { name: attr(element, 'name'), value };
}

function isSch(element: Element, localName: string): boolean {
  return element.namespaceURI === SCH_NS && element.localName === localName;
}

function schChildren(element: Element, localName: string): Element[] {
  return element.children.filter((e) => isSch(e, localName));
}

function attr(element: Element, name: string): string {
  const value = element.getAttribute(name);
  if (value === null) throw new Error(`<${element.nodeName}> without ${name}`);
  return value;
}

export { XSL_NS };
