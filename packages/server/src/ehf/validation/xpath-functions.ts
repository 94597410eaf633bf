import { rewriteForEvaluation } from './xpath-rewrites.js';
import { registerXQueryModule } from './fontoxpath.js';
import type { Element } from 'slimdom';

/**
 * The `xsl:function`s of a schematron file, translated into one XQuery library module that
 * fontoxpath can call. The translation is generic, so a newer Peppol release's functions need no
 * code: each function's `xsl:param`s become typed parameters, its body (`xsl:variable`,
 * `xsl:value-of`, `xsl:sequence`, `xsl:choose`/`xsl:when`/`xsl:otherwise`) an XQuery expression.
 *
 * XSLT semantics kept:
 * - `xsl:value-of` makes a text node of its items' string values joined by a space; in a function
 *   or variable declared `as` an atomic type that text is cast to the type (function conversion
 *   of xs:untypedAtomic), so `<value-of select="a = b"/>` in an `as="xs:boolean"` function is
 *   `xs:boolean(string-join(... , ' '))`, exactly what Saxon does.
 * - a variable with text content and no select is that text (a string).
 * - a parameter or variable without `as` takes any sequence (`item()*`).
 * An element the translator does not know throws at compile time, naming it: a new release using
 * a new XSLT instruction fails loudly instead of being evaluated wrongly.
 */

export const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';

export type FunctionModule = { namespaceUri: string; prefix: string; source: string };

const registered = new Set<string>();

/** Builds the module for the `xsl:function`s under the schema element; undefined when it has none. */
export function translateFunctions(
  schema: Element,
  prefixToUri: ReadonlyMap<string, string>,
): FunctionModule | undefined {
  const functions = schema.children.filter((e) => e.namespaceURI === XSL_NS && e.localName === 'function');
  if (functions.length === 0) return undefined;
  const prefixes = new Set(functions.map((f) => attr(f, 'name').split(':')[0]!));
  if (prefixes.size !== 1) throw new Error(`xsl:functions in several namespaces: ${[...prefixes].join(', ')}`);
  const prefix = [...prefixes][0]!;
  const namespaceUri = prefixToUri.get(prefix);
  if (!namespaceUri) throw new Error(`no <ns> for the function prefix ${prefix}`);
  const declarations = [...prefixToUri]
    .filter(([p]) => p !== prefix && p !== 'xs')
    .map(([p, uri]) => `declare namespace ${p} = "${uri}";`);
  const resolve = (p: string) => prefixToUri.get(p) ?? null;
  const body = functions.map((fn) => translateFunction(fn, resolve)).join('\n\n');
  const source = `module namespace ${prefix} = "${namespaceUri}";\n${declarations.join('\n')}\n\n${body}\n`;
  return { namespaceUri, prefix, source };
}

/** Registers a module with fontoxpath once per process (registration is global and permanent). */
export function registerFunctionModule(module: FunctionModule): void {
  if (registered.has(module.namespaceUri)) return;
  registerXQueryModule(module.source);
  registered.add(module.namespaceUri);
}

type Resolve = (prefix: string) => string | null;

function translateFunction(fn: Element, resolve: Resolve): string {
  const params = xslChildren(fn, 'param').map((p) => `$${attr(p, 'name')} as ${sequenceType(p.getAttribute('as'))}`);
  const returnType = sequenceType(fn.getAttribute('as'));
  const body = sequenceConstructor(
    fn.children.filter((e) => !(e.namespaceURI === XSL_NS && e.localName === 'param')),
    fn.getAttribute('as'),
    resolve,
  );
  return `declare function ${attr(fn, 'name')}(${params.join(', ')}) as ${returnType} {\n  ${body}\n};`;
}

/** Instructions in order: variables become `let` clauses around the value of the rest. */
function sequenceConstructor(instructions: readonly Element[], as: string | null, resolve: Resolve): string {
  const lets: string[] = [];
  const values: string[] = [];
  for (const instruction of instructions) {
    if (instruction.namespaceURI !== XSL_NS)
      throw new Error(`unsupported element in xsl:function: ${instruction.nodeName}`);
    switch (instruction.localName) {
      case 'variable': {
        if (values.length > 0) throw new Error('xsl:variable after a value in a function body is not supported');
        // A variable without `as` takes any sequence; it is left untyped, as `let $v as item()*`
        // makes fontoxpath re-evaluate the value at every use (ten times slower in u:mod11).
        const as = instruction.getAttribute('as');
        lets.push(
          `let $${attr(instruction, 'name')}${as ? ` as ${as}` : ''} := ${variableValue(instruction, resolve)}`,
        );
        break;
      }
      case 'value-of':
        values.push(valueOf(xpath(instruction, 'select', resolve), as));
        break;
      case 'sequence':
        values.push(`(${xpath(instruction, 'select', resolve)})`);
        break;
      case 'choose':
        values.push(choose(instruction, as, resolve));
        break;
      default:
        throw new Error(`unsupported XSLT instruction in xsl:function: xsl:${instruction.localName}`);
    }
  }
  const value = values.length === 1 ? values[0]! : `(${values.join(', ')})`;
  return lets.length === 0 ? value : `${lets.join('\n  ')}\n  return ${value}`;
}

function variableValue(variable: Element, resolve: Resolve): string {
  const select = variable.getAttribute('select');
  if (select !== null) return `(${rewriteForEvaluation(select, resolve)})`;
  if (variable.children.length === 0) return stringLiteral(variable.textContent ?? '');
  return `(${sequenceConstructor(variable.children, variable.getAttribute('as'), resolve)})`;
}

function choose(element: Element, as: string | null, resolve: Resolve): string {
  const whens = xslChildren(element, 'when');
  const otherwise = xslChildren(element, 'otherwise')[0];
  let expression = otherwise ? `(${sequenceConstructor(otherwise.children, as, resolve)})` : '()';
  for (const when of [...whens].reverse()) {
    expression = `(if (${xpath(when, 'test', resolve)}) then (${sequenceConstructor(when.children, as, resolve)}) else ${expression})`;
  }
  return expression;
}

/** xsl:value-of: a text node of the string values joined by a space, cast to an atomic `as`. */
function valueOf(select: string, as: string | null): string {
  const text = `string-join(for $__v in (${select}) return string($__v), ' ')`;
  const atomic = as?.match(/^(xs:[A-Za-z]+)\??$/)?.[1];
  return atomic ? `${atomic}(${text})` : text;
}

function sequenceType(as: string | null): string {
  return as ?? 'item()*';
}

function xslChildren(element: Element, localName: string): Element[] {
  return element.children.filter((e) => e.namespaceURI === XSL_NS && e.localName === localName);
}

/** An XPath attribute, with its decimal arithmetic made exact as in the rules (xpath-rewrites.ts). */
function xpath(element: Element, name: string, resolve: Resolve): string {
  return rewriteForEvaluation(attr(element, name), resolve);
}

function attr(element: Element, name: string): string {
  const value = element.getAttribute(name);
  if (value === null) throw new Error(`<${element.nodeName}> without ${name}`);
  return value;
}

function stringLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
