import { Money } from '@fjord/domain';
import { Document, type Element, type Node } from 'slimdom';
import { evaluateXPath, parseScript, registerCustomXPathFunction } from './fontoxpath.js';

/**
 * Every XPath of the rules is rewritten once, at compile time, before fontoxpath compiles it. Two
 * rewrites, each keeping the XPath meaning:
 *
 * 1. Exact decimals. fontoxpath computes xs:decimal as a JavaScript double, so `0.1 + 0.2 = 0.3`
 *    is false and a VAT breakdown whose taxable amount is the exact sum of its lines can fail
 *    BR-E-08 (which compares without rounding) although Saxon, with real decimals, passes it.
 *    `a + b`, `a - b`, `a * b`, `a div b` and `sum(s)` on decimal operands (xs:decimal and its
 *    subtypes, not both integers) call an exact function (`Q{urn:fjord:decimal}add` …) that
 *    computes with the project's Decimal on the decimal each double stands for (its shortest
 *    round-trip text: the double of "0.1" is 0.1) and returns the double nearest the exact result.
 *    Operands of other types (xs:double, untyped nodes, dates and durations) keep fontoxpath's own
 *    operator. Exact as long as each decimal has at most 15 significant digits (amounts up to 10¹³
 *    with two decimals). Left as written: arithmetic whose static type fontoxpath infers as
 *    integer, double or a date/time type, and arithmetic that is a whole predicate (`$d[$i + 1]`):
 *    a position, which fontoxpath indexes directly only when it can see the number; integer
 *    positions are exact in doubles.
 * 3. Child paths. `not(a/b/@c)`, `exists(a/b)` and `empty(a/b)` of a path of plain child names
 *    (and a last attribute) ask a JavaScript function whether the path selects a node, walking the
 *    children of the context node; the UBL-CR rules are about 650 such checks on the root.
 * 2. Membership. `some $c in S satisfies E = $c` (E not using $c) is the general comparison
 *    `(E) = (S)`, which is true in exactly the same cases; fontoxpath evaluates it about four times
 *    faster (the Peppol code-list checks, such as PEPPOL-EN16931-CL007 on every amount).
 */

const NS = 'urn:fjord:decimal';
const PATH_NS = 'urn:fjord:path';
const FONTOXPATH_NS = 'http://fontoxml.com/fontoxpath';
const FN_NS = 'http://www.w3.org/2005/xpath-functions';
/** The decimal a double stands for: its shortest round-trip text, in the project's Decimal (40 digits). */
const exact = (value: number): Money => new Money(String(value));

const OPERATORS: Record<string, { name: string; operator: string; integers: boolean }> = {
  addOp: { name: 'add', operator: '+', integers: false },
  subtractOp: { name: 'subtract', operator: '-', integers: false },
  multiplyOp: { name: 'multiply', operator: '*', integers: false },
  // integer div integer is an xs:decimal in XPath, so it is exact too
  divOp: { name: 'divide', operator: 'div', integers: true },
};

let registered = false;

/** Registers the exact functions with fontoxpath (once per process). */
export function registerExactDecimalFunctions(): void {
  if (registered) return;
  registered = true;
  const binary = (localName: string, compute: (a: Money, b: Money) => Money) =>
    registerCustomXPathFunction(
      { namespaceURI: NS, localName },
      ['xs:decimal', 'xs:decimal'],
      'xs:decimal',
      (_, a, b) => compute(exact(a as number), exact(b as number)).toNumber(),
    );
  binary('add', (a, b) => a.plus(b));
  binary('subtract', (a, b) => a.minus(b));
  binary('multiply', (a, b) => a.times(b));
  binary('divide', (a, b) => a.dividedBy(b));
  registerCustomXPathFunction(
    { namespaceURI: PATH_NS, localName: 'exists' },
    ['node()', 'xs:string'],
    'xs:boolean',
    (_, node, path) => childPathExists(node as Node, stepsOf(path as string)),
  );
  registerCustomXPathFunction({ namespaceURI: NS, localName: 'sum' }, ['xs:decimal*'], 'xs:decimal', (_, values) =>
    (values as number[]).reduce((total, value) => total.plus(exact(value)), new Money(0)).toNumber(),
  );
}

type Step = { attribute: boolean; namespaceURI: string | null; localName: string };
const parsedSteps = new Map<string, Step[]>();

/** `{uri}a {uri}b @{}c` → the steps (a space separates them; neither a URI nor a name has one). */
function stepsOf(path: string): Step[] {
  let steps = parsedSteps.get(path);
  if (!steps) {
    steps = path.split(' ').map((text) => {
      const [, at, uri, localName] = /^(@?)\{([^}]*)\}(.+)$/.exec(text)!;
      return { attribute: at === '@', namespaceURI: uri || null, localName: localName! };
    });
    parsedSteps.set(path, steps);
  }
  return steps;
}

/** A check that is exactly `not(P)` or `exists(P)` of a child path, as the rewrite writes it. */
export type ChildPathCheck = { path: string; negated: boolean };

export function childPathCheck(evaluated: string): ChildPathCheck | undefined {
  const match = /^(not\()?Q\{urn:fjord:path\}exists\(\., '([^']*)'\)(\))?$/.exec(evaluated.trim());
  if (!match || Boolean(match[1]) !== Boolean(match[3])) return undefined;
  return { path: match[2]!, negated: Boolean(match[1]) };
}

/** The outcome of a child-path check on a context node (true: the check's test is true). */
export function childPathOutcome(node: Node, check: ChildPathCheck): boolean {
  return childPathExists(node, stepsOf(check.path)) !== check.negated;
}

/** Does `node/step1/step2/…` select a node? Child elements by name, the last step maybe an attribute. */
function childPathExists(node: Node, steps: readonly Step[], at = 0): boolean {
  const step = steps[at];
  if (!step) return true;
  if (step.attribute) {
    const element = node as Element;
    return element.nodeType === 1 && element.getAttributeNodeNS(step.namespaceURI, step.localName) !== null;
  }
  for (let child = (node as Element).firstElementChild ?? null; child; child = child.nextElementSibling) {
    if (child.localName === step.localName && child.namespaceURI === step.namespaceURI) {
      if (childPathExists(child, steps, at + 1)) return true;
    }
  }
  return false;
}

type Range = { start: number; end: number };
type Rewrite = Range & { render: (emit: (range: Range) => string) => string };

/** The expression with the rewrites above applied; other text unchanged. */
export function rewriteForEvaluation(
  expression: string,
  namespaceResolver: (prefix: string) => string | null = () => null,
): string {
  const parse = (annotateAst: boolean) =>
    parseScript(
      expression,
      { debug: true, annotateAst, namespaceResolver, language: evaluateXPath.XPATH_3_1_LANGUAGE },
      new Document(),
    ) as unknown as Element;
  let ast: Element;
  try {
    // with the static types fontoxpath infers, arithmetic that is certainly not decimal is left alone
    ast = parse(true);
  } catch {
    ast = parse(false); // an unknown function or variable: no types, every operator is rewritten
  }
  const rewrites: Rewrite[] = [];
  collect(ast, rewrites, namespaceResolver);
  if (rewrites.length === 0) return expression;
  rewrites.sort((a, b) => a.start - b.start || b.end - a.end);
  const emit = (range: Range): string => {
    let out = '';
    let at = range.start;
    for (const rewrite of rewrites) {
      // the outermost rewrites inside the range, in order; nested ones are emitted by their parent
      if (rewrite.start < at || rewrite.end > range.end) continue;
      out += expression.slice(at, rewrite.start) + rewrite.render(emit);
      at = rewrite.end;
    }
    return out + expression.slice(at, range.end);
  };
  return emit({ start: 0, end: expression.length });
}

/** Types fontoxpath may infer for an arithmetic result that no decimal operand can produce. */
const NOT_DECIMAL = /^xs:(integer|double|float|date|dateTime|time|dayTimeDuration|yearMonthDuration)[?*+]?$/;

const inferredType = (element: Element): string | null =>
  element.getAttributeNS('http://www.w3.org/2005/XQueryX', 'type');

const XQX = 'http://www.w3.org/2005/XQueryX';
const childNamed = (element: Element, name: string) => element.children.find((c) => c.localName === name);

/** The element an expression sits in, past fontoxpath's position wrappers. */
function container(element: Element): Element | null {
  let parent = element.parentNode as Element | null;
  while (parent && parent.namespaceURI === FONTOXPATH_NS) parent = parent.parentNode as Element | null;
  return parent;
}

function collect(element: Element, rewrites: Rewrite[], resolve: Resolve): void {
  const operator = OPERATORS[element.localName];
  if (
    operator &&
    element.namespaceURI === XQX &&
    !NOT_DECIMAL.test(inferredType(element) ?? '') &&
    container(element)?.localName !== 'predicates'
  ) {
    const first = rangeOf(operandOf(element, 'firstOperand'));
    const second = rangeOf(operandOf(element, 'secondOperand'));
    // fontoxpath refuses a variable that shadows another: each rewrite names its own
    const [a, b] = [`$__a${rewrites.length}`, `$__b${rewrites.length}`];
    const decimals = `${a} instance of xs:decimal and ${b} instance of xs:decimal`;
    const condition = operator.integers
      ? `${decimals} and ${b} ne 0`
      : `${decimals} and not(${a} instance of xs:integer and ${b} instance of xs:integer)`;
    rewrites.push({
      start: first.start,
      end: second.end,
      render: (emit) =>
        `(let ${a} := data(${emit(first)}), ${b} := data(${emit(second)}) return if (${condition}) then Q{${NS}}${operator.name}(${a}, ${b}) else ${a} ${operator.operator} ${b})`,
    });
  }
  if (element.localName === 'functionCallExpr' && isFnSum(element) && !NOT_DECIMAL.test(inferredType(element) ?? '')) {
    const args = element.children.find((c) => c.localName === 'arguments')?.children ?? [];
    const call = element.parentNode as Element;
    if (args.length === 1 && call.namespaceURI === FONTOXPATH_NS) {
      const argument = rangeOf(args[0]!);
      const [values, item] = [`$__s${rewrites.length}`, `$__i${rewrites.length}`];
      const all = (type: string) => `(every ${item} in ${values} satisfies ${item} instance of ${type})`;
      rewrites.push({
        ...rangeOf(call),
        render: (emit) =>
          `(let ${values} := data(${emit(argument)}) return if (exists(${values}) and ${all('xs:decimal')} and not(${all('xs:integer')})) then Q{${NS}}sum(${values}) else sum(${values}))`,
      });
    }
  }
  if (element.localName === 'functionCallExpr') {
    const test = childPathTestOf(element, resolve);
    if (test) rewrites.push(test);
  }
  if (element.localName === 'quantifiedExpr') {
    const membership = membershipOf(element);
    if (membership) rewrites.push(membership);
  }
  for (const child of element.children) collect(child, rewrites, resolve);
}

type Resolve = (prefix: string) => string | null;

/** `not(P)`, `exists(P)`, `empty(P)` of a path P of plain child names (the last maybe `@name`). */
function childPathTestOf(call: Element, resolve: Resolve): Rewrite | undefined {
  const name = childNamed(call, 'functionName');
  const fn = name?.textContent;
  if (!name || (fn !== 'not' && fn !== 'exists' && fn !== 'empty') || (name.getAttributeNS(XQX, 'prefix') ?? '') !== '')
    return;
  const args = childNamed(call, 'arguments')?.children ?? [];
  const wrapper = call.parentNode as Element;
  if (args.length !== 1 || wrapper.namespaceURI !== FONTOXPATH_NS) return;
  let path: Element | undefined = args[0];
  while (path?.namespaceURI === FONTOXPATH_NS) path = path.children.length === 1 ? path.children[0] : undefined;
  if (path?.localName !== 'pathExpr') return;
  const steps: string[] = [];
  const stepElements = path.children;
  for (const [i, step] of stepElements.entries()) {
    const axis = childNamed(step, 'xpathAxis')?.textContent;
    const test = childNamed(step, 'nameTest');
    if (step.localName !== 'stepExpr' || step.children.length !== 2 || !test) return;
    if (axis !== 'child' && !(axis === 'attribute' && i === stepElements.length - 1)) return;
    const prefix = test.getAttributeNS(XQX, 'prefix') ?? '';
    const uri = prefix ? resolve(prefix) : '';
    if (uri === null || !test.textContent || test.textContent.includes('*')) return;
    steps.push(`${axis === 'attribute' ? '@' : ''}{${uri}}${test.textContent}`);
  }
  if (steps.length === 0) return;
  const exists = `Q{${PATH_NS}}exists(., '${steps.join(' ')}')`;
  return { ...rangeOf(wrapper), render: () => (fn === 'exists' ? exists : `not(${exists})`) };
}

/** `some $c in S satisfies E = $c` (or `$c = E`) as `((E) = (S))`, when E does not read $c. */
function membershipOf(quantified: Element): Rewrite | undefined {
  const wrapper = quantified.parentNode as Element;
  if (wrapper.namespaceURI !== FONTOXPATH_NS || childNamed(quantified, 'quantifier')?.textContent !== 'some') return;
  const clauses = quantified.children.filter((c) => c.localName === 'quantifiedExprInClause');
  const variable = clauses[0] && childNamed(childNamed(clauses[0], 'typedVariableBinding')!, 'varName');
  const source = clauses[0] && childNamed(clauses[0], 'sourceExpr');
  const comparison = childNamed(childNamed(quantified, 'predicateExpr')!, 'stackTrace') ?? undefined;
  const equal = comparison && childNamed(comparison, 'equalOp');
  if (clauses.length !== 1 || !variable || variable.getAttributeNS(XQX, 'prefix') || !source || !equal) return;
  const name = variable.textContent;
  const isVariable = (operand: Element) => {
    const refs = operand.getElementsByTagNameNS(XQX, 'varRef');
    const only = refs.length === 1 && positionOf(operand) && refs[0]!.textContent === name;
    return only && operand.getElementsByTagNameNS(XQX, '*').length === 2; // varRef and its name
  };
  const reads = (operand: Element) =>
    [...operand.getElementsByTagNameNS(XQX, 'varRef')].some((ref) => ref.textContent === name);
  const [first, second] = [operandOf(equal, 'firstOperand'), operandOf(equal, 'secondOperand')];
  const other = isVariable(second) && !reads(first) ? first : isVariable(first) && !reads(second) ? second : undefined;
  if (!other) return;
  const sourceRange = rangeOf(source);
  const otherRange = rangeOf(other);
  return { ...rangeOf(wrapper), render: (emit) => `((${emit(otherRange)}) = (${emit(sourceRange)}))` };
}

function isFnSum(call: Element): boolean {
  const name = call.children.find((c) => c.localName === 'functionName');
  if (!name || name.textContent !== 'sum') return false;
  const uri = name.getAttribute('xqx:URI') ?? name.getAttributeNS('http://www.w3.org/2005/XQueryX', 'URI');
  const prefix = name.getAttributeNS('http://www.w3.org/2005/XQueryX', 'prefix') ?? '';
  return uri === FN_NS || (!uri && (prefix === '' || prefix === 'fn'));
}

function operandOf(op: Element, name: string): Element {
  const operand = op.children.find((c) => c.localName === name);
  if (!operand) throw new Error(`${op.localName} without ${name}`);
  return operand;
}

/** The source range of an expression: its own position when fontoxpath noted one, else its parts'. */
function rangeOf(element: Element): Range {
  const range = positionOf(element);
  if (!range) throw new Error(`no source position under ${element.localName}`);
  return range;
}

function positionOf(element: Element): Range | undefined {
  if (element.namespaceURI === FONTOXPATH_NS && element.localName === 'stackTrace') {
    const start = JSON.parse(element.getAttributeNS(FONTOXPATH_NS, 'start')!) as { offset: number };
    const end = JSON.parse(element.getAttributeNS(FONTOXPATH_NS, 'end')!) as { offset: number };
    return { start: start.offset, end: end.offset };
  }
  const parts = element.children.map(positionOf).filter((p): p is Range => p !== undefined);
  if (parts.length === 0) return undefined;
  return { start: Math.min(...parts.map((p) => p.start)), end: Math.max(...parts.map((p) => p.end)) };
}
