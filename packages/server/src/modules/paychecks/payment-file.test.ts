import {
  creditTransferFile,
  PAIN_001_VERSIONS,
  type CreditTransferInput,
  type CreditTransferPayment,
  type Pain001Version,
} from '@fjord/domain';
import { describe, expect, it } from 'vitest';
import { xsdProblems } from '../../ehf/validation/xsd.js';
import { serverPath } from '../../server-root.js';

/**
 * The payroll payment file (the domain's creditTransferFile) against the official ISO 20022 schema of its
 * version (reference-data/iso20022, sources in its README), as a bank's file check would read it.
 */
const schemaOf = (version: Pain001Version) => serverPath('reference-data', 'iso20022', `${version}.xsd`);
const problems = (xml: string, version: Pain001Version) => xsdProblems(xml, schemaOf(version)).map((p) => p.text);

const company = { name: 'Fjord Regnskap AS', organizationNumber: '923609016', bban: '8601.11.17947' };
const pay = (overrides: Partial<CreditTransferPayment> = {}): CreditTransferPayment => ({
  endToEndId: '1',
  creditorName: 'Kari Nordmann',
  bban: '1234.56.78903',
  amount: '25431.50',
  remittanceText: 'Lønn 2026-06 nr 1',
  ...overrides,
});
const file = (version: Pain001Version, overrides: Partial<CreditTransferInput>): string =>
  creditTransferFile({
    version,
    messageId: 'LONN-2026-06-20-1',
    creationDateTime: '2026-06-18T09:30:00.000Z',
    requestedExecutionDate: '2026-06-20',
    debtor: company,
    payments: [pay()],
    ...overrides,
  });

const FILES: Record<string, Partial<CreditTransferInput>> = {
  'Norwegian accounts (BBAN), no BICs': {},
  'IBANs with BICs, the company by IBAN': {
    debtor: { ...company, bban: null, iban: 'NO93 8601 1117 947', bic: 'DNBANOKK' },
    payments: [
      pay({ bban: null, iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS' }),
      pay({ endToEndId: '2', bban: null, iban: 'NO97 1000 0002 319' }),
    ],
  },
  'many payments (250), amounts with 0, 1 and 2 decimals': {
    payments: Array.from({ length: 250 }, (_, index) =>
      pay({ endToEndId: `P-${index + 1}`, amount: `${1000 + index * 37}${['', '.5', '.05'][index % 3]}` }),
    ),
  },
  'special characters: & < > " \' æøå ÆØÅ, an emoji, a line break, over-long texts cut': {
    debtor: { ...company, name: `Blåbær & Sønner <"AS"> ${'x'.repeat(80)}` },
    payments: [
      pay({
        creditorName: `Ærlig O'Brien-Øye\nÅsen 😀 ${'ø'.repeat(80)}`,
        remittanceText: `Lønn & tillegg <juni> "2026" ${'å'.repeat(200)}`,
      }),
      pay({ endToEndId: 'Æ&<>"\'-2', remittanceText: null }),
    ],
  },
};

describe.each(PAIN_001_VERSIONS)('the payment file is valid against the ISO 20022 schema %s', (version) => {
  it.each(Object.entries(FILES))('%s', (_, overrides) => {
    expect(problems(file(version, overrides), version)).toEqual([]);
  });
});

/** One fault each (libxml2 reports the first error of a content model only), with the element it names. */
const BREAKAGES: [string, (xml: string) => string, RegExp][] = [
  [
    'an element twice',
    (xml) => xml.replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>TRF</PmtMtd><PmtMtd>TRF</PmtMtd>'),
    /PmtMtd/,
  ],
  ['a negative amount', (xml) => xml.replace('>25431.50</InstdAmt>', '>-25431.50</InstdAmt>'), /InstdAmt/],
  ['an amount with six decimals', (xml) => xml.replace('>25431.50</InstdAmt>', '>25431.500001</InstdAmt>'), /InstdAmt/],
  ['an unknown element', (xml) => xml.replace('<Cdtr>', '<Lonnstaker/><Cdtr>'), /Lonnstaker/],
  ['a missing end-to-end id', (xml) => xml.replace('<EndToEndId>1</EndToEndId>', ''), /PmtId/],
  ['a name over 140 characters', (xml) => xml.replace('<Nm>Kari Nordmann</Nm>', `<Nm>${'ø'.repeat(141)}</Nm>`), /Nm/],
  [
    'an IBAN without its account number',
    (xml) => xml.replace(/<CdtrAcct>[\s\S]*?<\/CdtrAcct>/, '<CdtrAcct><Id><IBAN>NO93</IBAN></Id></CdtrAcct>'),
    /IBAN/,
  ],
];

describe('the schema check can fail', () => {
  const valid = file('pain.001.001.03', {});

  it('the unbroken file is valid', () => expect(problems(valid, 'pain.001.001.03')).toEqual([]));

  it.each(BREAKAGES)('refuses %s', (_, breakage, element) => {
    const broken = breakage(valid);
    expect(broken).not.toBe(valid);
    expect(problems(broken, 'pain.001.001.03').join('\n')).toMatch(element);
  });

  it('refuses a file of one version against the other version’s schema', () => {
    expect(problems(file('pain.001.001.09', {}), 'pain.001.001.03')).not.toEqual([]);
    expect(problems(file('pain.001.001.03', {}), 'pain.001.001.09')).not.toEqual([]);
  });
});
