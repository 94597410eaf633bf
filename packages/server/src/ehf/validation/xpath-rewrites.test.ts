import fs from 'node:fs';
import { parseXmlDocument } from 'slimdom';
import { describe, expect, it } from 'vitest';
import { serverPath } from '../../server-root.js';
import { descendantIndex, descendantKeys, indexDescendants } from './descendant-index.js';
import { createTypedValueFactory, domFacade, evaluateXPath } from './fontoxpath.js';
import { registerExactDecimalFunctions, rewriteForEvaluation } from './xpath-rewrites.js';

// The validator evaluates the rules' XPath rewritten (descendant-index.ts, xpath-rewrites.ts) for
// speed and exact decimals. Each rewrite must select and compute what the expression as written does.

const doc = parseXmlDocument(
  fs.readFileSync(
    serverPath('standards', 'peppol-bis-billing-3', 'national-examples', 'NO', 'Norwegian-example-1.xml'),
    'utf8',
  ),
);
const NAMESPACES: Record<string, string> = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
const resolve = (prefix: string) => NAMESPACES[prefix] ?? null;
const options = { namespaceResolver: resolve };
const nodes = createTypedValueFactory('node()*');

/** The expression's result as written and as the validator evaluates it, from the invoice line 2. */
function bothWays(expression: string): [unknown, unknown, string] {
  const context = evaluateXPath('(//cac:InvoiceLine)[2]', doc, null, {}, evaluateXPath.FIRST_NODE_TYPE, options);
  const keys = descendantKeys();
  const rewritten = indexDescendants(rewriteForEvaluation(expression, resolve), resolve, keys);
  const variables: Record<string, unknown> = {};
  for (const [key, found] of descendantIndex(doc, keys.all)) variables[key.variable] = nodes(found as never, domFacade);
  const run = (xpath: string, vars: Record<string, unknown>) =>
    evaluateXPath(xpath, context, null, vars, evaluateXPath.ALL_RESULTS_TYPE, options);
  return [run(expression, {}), run(rewritten, variables), rewritten];
}

describe('//name read from the document index selects what the path selects', () => {
  const cases = [
    '//cac:InvoiceLine',
    '//cac:InvoiceLine/cbc:ID',
    '//cbc:ID[1]',
    '//cbc:ID[2]',
    '//cbc:ID[last()]',
    '//cac:TaxCategory[cbc:ID = "S"][1]/cbc:Percent',
    '//*[ends-with(name(), "Amount")][position() > 1]',
    '//@currencyID[. = "NOK"]',
    '//cbc:Amount | //cbc:BaseAmount',
    'count(//cbc:LineExtensionAmount) + count(//cac:Item[1])',
    'exists(//cac:AllowanceCharge[cbc:ChargeIndicator = false()]) and //cbc:Note',
    '../..//cbc:ID',
    './/cbc:ID',
    '//(cac:InvoiceLine | cac:CreditNoteLine)/cbc:ID',
    '//(cbc:LineExtensionAmount | cbc:TaxAmount | cbc:PayableAmount)',
    '//(cbc:ID | cbc:Note)[1]',
  ];
  for (const expression of cases) {
    it(expression, () => {
      const [written, evaluated] = bothWays(expression);
      expect(evaluated).toEqual(written);
    });
  }

  it('leaves a // between steps and a relative .// as written', () => {
    expect(bothWays('../..//cbc:ID')[2]).toBe('../..//cbc:ID');
    expect(bothWays('.//cbc:ID')[2]).toBe('.//cbc:ID');
    expect(bothWays('//cbc:ID[1]')[2]).toMatch(/^\$__descendants0\/cbc:ID\[1\]$/);
    expect(bothWays('//(cbc:ID | cbc:Note)')[2]).toBe('$__descendants0');
    expect(bothWays('//(cbc:ID | cbc:Note)[1]')[2]).toBe('//(cbc:ID | cbc:Note)[1]');
  });
});

describe('not(), exists() and empty() of a plain child path ask the DOM', () => {
  registerExactDecimalFunctions();
  const cases = [
    'not(cac:Item/cbc:Name)',
    'not(cac:Item/cbc:Nothing)',
    'exists(cac:Price/cbc:PriceAmount/@currencyID)',
    'exists(cac:Price/cbc:PriceAmount/@nothing)',
    'empty(cbc:ID)',
    'not(../cbc:ID)',
    'not(cac:Item[1]/cbc:Name)',
    'count(cac:Item/cbc:Name[not(cbc:X)])',
  ];
  for (const expression of cases) {
    it(expression, () => {
      const [written, evaluated] = bothWays(expression);
      expect(evaluated).toEqual(written);
    });
  }

  it('rewrites only paths of plain child names', () => {
    expect(bothWays('not(cac:Item/cbc:Name)')[2]).toMatch(/^not\(Q\{urn:fjord:path\}exists\(\., '/);
    expect(bothWays('not(../cbc:ID)')[2]).toBe('not(../cbc:ID)');
    expect(bothWays('not(cac:Item[1]/cbc:Name)')[2]).toBe('not(cac:Item[1]/cbc:Name)');
  });
});

describe('some $c in S satisfies E = $c as (E) = (S)', () => {
  registerExactDecimalFunctions();
  const cases = [
    "some $code in tokenize('NOK SEK', '\\s') satisfies @currencyID = $code",
    "some $code in tokenize('SEK DKK', '\\s') satisfies ../../cbc:DocumentCurrencyCode = $code",
    "some $code in ('1', '2') satisfies $code = cbc:ID",
    'some $code in () satisfies cbc:ID = $code',
    "some $c in ('1', '2') satisfies $c = concat($c, '')",
  ];
  for (const expression of cases) {
    it(expression, () => {
      const [written, evaluated] = bothWays(expression);
      expect(evaluated).toEqual(written);
    });
  }

  it('rewrites only the membership form', () => {
    expect(bothWays(cases[0]!)[2]).toBe("((@currencyID) = (tokenize('NOK SEK', '\\s')))");
    expect(bothWays(cases[4]!)[2]).toBe(cases[4]);
  });
});
