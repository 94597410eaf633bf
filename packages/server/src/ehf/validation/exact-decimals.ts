import { Money } from '@fjord/domain';
import { Document, type Element } from 'slimdom';
import { evaluateXPath, parseScript, registerCustomXPathFunction } from './fontoxpath.js';

/**
 * fontoxpath computes xs:decimal as a JavaScript double, so `0.1 + 0.2 = 0.3` is false and a VAT
 * breakdown whose taxable amount is the exact sum of its lines can fail BR-E-08 (which compares
 * without rounding) although Saxon, with real decimals, passes it. Every expression is therefore
 * rewritten before it is compiled: `a + b`, `a - b`, `a * b`, `a div b` and `sum(s)` on decimal
 * operands (xs:decimal and its subtypes, not both integers) call an exact function
 * (`Q{urn:fjord:decimal}add` …) that computes with decimal.js on the decimal each double stands for
 * (its shortest round-trip text: the double of "0.1" is 0.1) and returns the double nearest the
 * exact result. Operands of other types (xs:double, untyped nodes, dates and durations) keep
 * fontoxpath's own operator, so the XPath meaning is unchanged; only decimal arithmetic becomes
 * exact, as long as each decimal has at most 15 significant digits (amounts up to 10¹³ with
 * two decimals).
 */

const NS = 'urn:fjord:decimal';
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
  registerCustomXPathFunction({ namespaceURI: NS, localName: 'sum' }, ['xs:decimal*'], 'xs:decimal', (_, values) =>
    (values as number[]).reduce((total, value) => total.plus(exact(value)), new Money(0)).toNumber(),
  );
}

type Range = { start: number; end: number };
type Rewrite = Range & { render: (emit: (range: Range) => string) => string };

/** The expression with its decimal arithmetic made exact (see above); other text unchanged. */
export function exactDecimalArithmetic(expression: string): string {
  const ast = parseScript(
    expression,
    { debug: true, annotateAst: false, language: evaluateXPath.XPATH_3_1_LANGUAGE },
    new Document(),
  ) as unknown as Element;
  const rewrites: Rewrite[] = [];
  collect(ast, rewrites);
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

function collect(element: Element, rewrites: Rewrite[]): void {
  const operator = OPERATORS[element.localName];
  if (operator && element.namespaceURI !== FONTOXPATH_NS) {
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
  if (element.localName === 'functionCallExpr' && isFnSum(element)) {
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
  for (const child of element.children) collect(child, rewrites);
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
