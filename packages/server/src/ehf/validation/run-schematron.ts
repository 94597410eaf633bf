import { descendantIndex } from './descendant-index.js';
import { childPathOutcome } from './xpath-rewrites.js';
import {
  createTypedValueFactory,
  domFacade,
  evaluateXPath,
  evaluateXPathToNodes,
  evaluateXPathToString,
} from './fontoxpath.js';
import type { Document, Node } from 'slimdom';
import type { CompiledCheck, CompiledRule, CompiledSchema, Flag } from './schematron.js';

/** One failed assert or fired report. */
export type EhfFinding = {
  ruleId: string;
  flag: Flag;
  text: string;
  /** XPath of the context node, e.g. /Invoice/cac:InvoiceLine[2]/cbc:LineExtensionAmount. */
  location: string;
  /** The rule's own test. */
  test: string;
  /** 'xsd' for an XML schema error, else the schematron file's name. */
  source: string;
};

/** Runs a compiled schematron over a parsed document; findings per pattern in document order. */
export function runSchematron(schema: CompiledSchema, doc: Document, source: string): EhfFinding[] {
  const options = optionsOf(schema);
  const variables = documentVariables(schema, doc, options);
  const order = documentOrder(doc);
  const findings: EhfFinding[] = [];
  for (const pattern of schema.patterns) {
    const handled = new Set<Node>();
    const fired: Array<{ node: Node; rule: CompiledRule }> = [];
    for (const rule of pattern.rules) {
      for (const node of evaluateXPathToNodes<Node>(
        rule.contextSelector,
        doc,
        null,
        pick(variables, rule.contextVariables),
        options,
      )) {
        if (handled.has(node)) continue; // an earlier rule of this pattern matched it
        handled.add(node);
        fired.push({ node, rule });
      }
    }
    fired.sort((a, b) => (order.get(a.node) ?? 0) - (order.get(b.node) ?? 0));
    for (const { node, rule } of fired) {
      const ruleVariables = pick(variables, rule.variables);
      for (const [check, outcome] of evaluateRule(rule, node, ruleVariables, options)) {
        const fires = outcome === 'error' || (check.kind === 'assert' ? !outcome : outcome);
        if (!fires) continue;
        findings.push({
          ruleId: check.id,
          flag: outcome === 'error' ? 'fatal' : check.flag,
          text:
            outcome === 'error'
              ? `${check.id}: the rule could not be evaluated`
              : renderMessage(rule, check, node, ruleVariables, options),
          location: locationOf(node, schema.namespaces),
          test: check.test,
          source,
        });
      }
    }
  }
  return findings;
}

type Options = Parameters<typeof evaluateXPathToString>[4];
type Variables = Record<string, unknown>;

/** Only the variables an expression reads: fontoxpath's cost of a call grows with every variable passed. */
function pick(variables: Variables, names: readonly string[]): Variables {
  const picked: Variables = {};
  for (const name of names) picked[name] = variables[name];
  return picked;
}

/** The XPath types a global variable's value may have, most specific first. */
const GLOBAL_TYPES = ['node()', 'xs:boolean', 'xs:untypedAtomic', 'xs:string', 'xs:integer', 'xs:decimal', 'xs:double'];
const typeTest = GLOBAL_TYPES.map((t) => `if (every $__i in $__v satisfies $__i instance of ${t}) then '${t}*'`);
const typedValue = new Map(GLOBAL_TYPES.map((t) => [`${t}*`, createTypedValueFactory(`${t}*`)]));

/**
 * What every expression of the schema reads, for one document: the nodes of each `//name` scan
 * (one walk) and the global variables, each evaluated once from the document node in declaration
 * order (a later one may use an earlier one) and passed on with its XPath type, so `xs:decimal`
 * stays a decimal and a sequence a sequence.
 */
export function documentVariables(schema: CompiledSchema, doc: Document, options: Options): Variables {
  const variables: Variables = {};
  const nodeSequence = typedValue.get('node()*')!;
  for (const [key, nodes] of descendantIndex(doc, schema.descendants)) {
    variables[key.variable] = nodeSequence(nodes as never, domFacade);
  }
  for (const global of schema.globals) {
    const [type, ...items] = evaluateXPath(
      `let $__v := (${global.value}) return (${typeTest.join(' else ')} else 'unsupported', $__v)`,
      doc,
      null,
      pick(variables, global.variables),
      evaluateXPath.ALL_RESULTS_TYPE,
      options,
    ) as [string, ...unknown[]];
    const factory = typedValue.get(type);
    if (!factory) throw new Error(`${schema.file}: the value of <let name="${global.name}"> has an unsupported type`);
    variables[global.name] = factory(items as never, domFacade);
  }
  return variables;
}

const optionsCache = new WeakMap<CompiledSchema, Options>();

/** One options object per schema: fontoxpath reuses a compiled expression only under the same static context. */
function optionsOf(schema: CompiledSchema): Options {
  let options = optionsCache.get(schema);
  if (!options) {
    const { namespaces, functionModule } = schema;
    options = {
      namespaceResolver: (prefix: string) => namespaces.get(prefix) ?? null,
      moduleImports: functionModule ? { [functionModule.prefix]: functionModule.namespaceUri } : {},
    };
    optionsCache.set(schema, options);
  }
  return options;
}

/** The checks' outcomes on one context node; a check whose XPath raises an error is 'error'. */
function evaluateRule(
  rule: CompiledRule,
  node: Node,
  variables: Variables,
  options: Options,
): Array<[CompiledCheck, boolean | 'error']> {
  try {
    const flags = rule.testsExpression
      ? evaluateXPathToString(rule.testsExpression, node, null, variables, options)
      : '';
    let next = 0;
    return rule.checks.map((check) => [
      check,
      check.childPath ? childPathOutcome(node, check.childPath) : flags[next++] === '1',
    ]);
  } catch {
    // One check raised a dynamic error (a cast, say); Saxon would stop the whole run. Find which,
    // and let the others count as usual.
    return rule.checks.map((check) => {
      try {
        return [
          check,
          evaluateXPathToString(
            `${rule.letPrefix}if (${check.evaluated}) then '1' else '0'`,
            node,
            null,
            variables,
            options,
          ) === '1',
        ];
      } catch {
        return [check, 'error'];
      }
    });
  }
}

function renderMessage(
  rule: CompiledRule,
  check: CompiledCheck,
  node: Node,
  variables: Variables,
  options: Options,
): string {
  const text = check.message
    .map((part) => {
      if ('text' in part) return part.text;
      try {
        return evaluateXPathToString(
          `${rule.letPrefix}string-join(for $__v in (${part.select}) return string($__v), ' ')`,
          node,
          null,
          variables,
          options,
        );
      } catch {
        return `{${part.select}}`;
      }
    })
    .join('');
  return text.replace(/\s+/g, ' ').trim();
}

function documentOrder(doc: Document): Map<Node, number> {
  const order = new Map<Node, number>();
  let i = 0;
  const walk = (node: Node): void => {
    order.set(node, i++);
    if (node.nodeType === 1) for (const a of (node as unknown as { attributes: Node[] }).attributes) order.set(a, i++);
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
  };
  walk(doc);
  return order;
}

/** /ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:ID[1]: prefixes of the schematron's <ns>, else the document's. */
export function locationOf(node: Node, namespaces: ReadonlyMap<string, string>): string {
  const prefixOf = new Map<string, string>();
  for (const [prefix, uri] of namespaces) if (!prefixOf.has(uri)) prefixOf.set(uri, prefix);
  const steps: string[] = [];
  for (let current: Node | null = node; current && current.nodeType !== 9;) {
    const el = current as unknown as {
      nodeType: number;
      namespaceURI: string | null;
      localName: string;
      prefix: string | null;
      ownerElement?: Node | null;
    };
    const prefix = el.namespaceURI ? (prefixOf.get(el.namespaceURI) ?? el.prefix) : null;
    const name = prefix ? `${prefix}:${el.localName}` : el.namespaceURI ? `*:${el.localName}` : el.localName;
    if (el.nodeType === 2) {
      steps.unshift(`@${name}`);
      current = el.ownerElement ?? null;
      continue;
    }
    let position = 1;
    for (let s = current.previousSibling; s; s = s.previousSibling) {
      const sib = s as unknown as { nodeType: number; namespaceURI: string | null; localName: string };
      if (sib.nodeType === 1 && sib.localName === el.localName && sib.namespaceURI === el.namespaceURI) position++;
    }
    steps.unshift(`${name}[${position}]`);
    current = current.parentNode;
  }
  return `/${steps.join('/')}`;
}
