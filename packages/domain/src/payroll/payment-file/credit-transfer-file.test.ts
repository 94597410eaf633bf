import { describe, expect, it } from 'vitest';
import { creditTransferFile } from './credit-transfer-file.js';
import { creditTransferFileName } from './file-name.js';
import { ACCOUNTS, fileInput, payment, readFile } from './testing/payment-file-fixtures.js';

describe('control sums', () => {
  it('NbOfTxs and CtrlSum, in the group header and the payment information, are the count and exact sum of the amounts', () => {
    const xml = creditTransferFile(
      fileInput({
        payments: [
          payment({ endToEndId: '1', amount: '0.1' }),
          payment({ endToEndId: '2', amount: '0.2' }),
          payment({ endToEndId: '3', amount: '1234.5' }),
        ],
      }),
    );
    const { header, paymentInformation, transactions } = readFile(xml);
    // 0.1 + 0.2 is 0.30000000000000004 in floats; the file has the exact 1234.80
    expect([header.NbOfTxs, header.CtrlSum]).toEqual(['3', '1234.80']);
    expect([paymentInformation.NbOfTxs, paymentInformation.CtrlSum]).toEqual(['3', '1234.80']);
    expect(transactions.map((t) => (t.Amt as { InstdAmt: unknown }).InstdAmt)).toEqual([
      { '#text': '0.10', '@Ccy': 'NOK' },
      { '#text': '0.20', '@Ccy': 'NOK' },
      { '#text': '1234.50', '@Ccy': 'NOK' },
    ]);
  });

  it('an amount written with trailing zeros ("1.500") is the amount 1.50: the decimals counted are those of the value', () => {
    const { transactions } = readFile(creditTransferFile(fileInput({ payments: [payment({ amount: '1.500' })] })));
    expect(transactions[0]!.Amt).toEqual({ InstdAmt: { '#text': '1.50', '@Ccy': 'NOK' } });
  });
});

describe('salary', () => {
  it('the payment information is a transfer marked as salary (CtgyPurp SALA), paid on the pay date from the company', () => {
    const { header, paymentInformation } = readFile(creditTransferFile(fileInput()));
    expect(header.MsgId).toBe('LONN-2026-06-20-1');
    expect(header.CreDtTm).toBe('2026-06-18T09:30:00Z');
    expect(paymentInformation.PmtMtd).toBe('TRF');
    expect(paymentInformation.PmtTpInf).toEqual({ CtgyPurp: { Cd: 'SALA' } });
    expect(paymentInformation.ReqdExctnDt).toBe('2026-06-20');
    const company = {
      Nm: 'Fjord Regnskap AS',
      PstlAdr: { Ctry: 'NO' },
      Id: { OrgId: { Othr: { Id: '923609016', SchmeNm: { Cd: 'CUST' } } } },
    };
    expect(header.InitgPty).toEqual(company);
    expect(paymentInformation.Dbtr).toEqual(company);
  });

  it('each transaction carries its end-to-end id, the employee and the remittance text', () => {
    const { transactions } = readFile(creditTransferFile(fileInput()));
    expect(transactions[0]).toMatchObject({
      PmtId: { EndToEndId: '12' },
      Cdtr: { Nm: 'Kari Nordmann' },
      RmtInf: { Ustrd: 'Lønn 2026-06 nr 12' },
    });
  });

  it('a payment without remittance text has no RmtInf', () => {
    const { transactions } = readFile(creditTransferFile(fileInput({ payments: [payment({ remittanceText: ' ' })] })));
    expect(transactions[0]).not.toHaveProperty('RmtInf');
  });
});

describe('accounts', () => {
  const bban = (id: string) => ({ Id: { Othr: { Id: id, SchmeNm: { Cd: 'BBAN' } } } });

  it('a Norwegian account number goes in as BBAN (Othr/Id, SchmeNm/Cd BBAN), without its dots', () => {
    const { paymentInformation, transactions } = readFile(creditTransferFile(fileInput()));
    expect(paymentInformation.DbtrAcct).toEqual({ ...bban('86011117947'), Ccy: 'NOK' });
    expect(transactions[0]!.CdtrAcct).toEqual(bban('12345678903'));
  });

  it('an IBAN goes in as IBAN, in its electronic form', () => {
    const xml = creditTransferFile(fileInput({ payments: [payment({ bban: null, iban: ACCOUNTS.swedishIban })] }));
    expect(readFile(xml).transactions[0]!.CdtrAcct).toEqual({ Id: { IBAN: 'SE4550000000058398257466' } });
  });

  it('the company with only an IBAN pays from the IBAN', () => {
    const debtor = { name: 'Fjord AS', organizationNumber: '923609016', iban: ACCOUNTS.companyIban };
    const { paymentInformation } = readFile(creditTransferFile(fileInput({ debtor })));
    expect(paymentInformation.DbtrAcct).toEqual({ Id: { IBAN: 'NO9386011117947' }, Ccy: 'NOK' });
  });

  it('a BBAN and the IBAN of the same account: the BBAN is written (a domestic NOK payment)', () => {
    const xml = creditTransferFile(
      fileInput({ payments: [payment({ bban: '8601 11 17947', iban: ACCOUNTS.companyIban })] }),
    );
    expect(readFile(xml).transactions[0]!.CdtrAcct).toEqual(bban('86011117947'));
  });

  it('the banks: by BIC when given (BIC in 03), else the company’s bank by country and the employee’s left out', () => {
    const withBic = fileInput({
      debtor: { ...fileInput().debtor, bic: 'dnba nokk' },
      payments: [payment({ bban: null, iban: ACCOUNTS.swedishIban, bic: 'ESSESESS' })],
    });
    const named = readFile(creditTransferFile(withBic));
    expect(named.paymentInformation.DbtrAgt).toEqual({ FinInstnId: { BIC: 'DNBANOKK' } });
    expect(named.transactions[0]!.CdtrAgt).toEqual({ FinInstnId: { BIC: 'ESSESESS' } });

    const unnamed = readFile(creditTransferFile(fileInput()));
    expect(unnamed.paymentInformation.DbtrAgt).toEqual({ FinInstnId: { PstlAdr: { Ctry: 'NO' } } });
    expect(unnamed.transactions[0]).not.toHaveProperty('CdtrAgt');
  });
});

describe('pain.001.001.09', () => {
  it('has its namespace, the execution date as ReqdExctnDt/Dt and the BIC as BICFI; everything else as in 03', () => {
    const input = fileInput({ version: 'pain.001.001.09', debtor: { ...fileInput().debtor, bic: 'DNBANOKK' } });
    const xml = creditTransferFile(input);
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">');
    const { paymentInformation } = readFile(xml);
    expect(paymentInformation.ReqdExctnDt).toEqual({ Dt: '2026-06-20' });
    expect(paymentInformation.DbtrAgt).toEqual({ FinInstnId: { BICFI: 'DNBANOKK' } });
    expect(paymentInformation.PmtTpInf).toEqual({ CtgyPurp: { Cd: 'SALA' } });
  });

  it('03 is the default', () => {
    expect(creditTransferFile(fileInput())).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
  });
});

describe('texts', () => {
  it('escapes & < > " in text, keeps the apostrophe (legal in text) and reads back as written', () => {
    const name = `Tom & Jerry <"Sønn">'s`;
    const xml = creditTransferFile(fileInput({ payments: [payment({ creditorName: name })] }));
    expect(xml).toContain(`<Nm>Tom &amp; Jerry &lt;&quot;Sønn&quot;&gt;'s</Nm>`);
    expect(readFile(xml).transactions[0]!.Cdtr).toEqual({ Nm: name });
  });

  it('keeps æ ø å Æ Ø Å as UTF-8 characters, never as character references, and says UTF-8', () => {
    const xml = creditTransferFile(fileInput({ payments: [payment({ creditorName: 'Ærlig Østby-Åsen, æøå' })] }));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<Nm>Ærlig Østby-Åsen, æøå</Nm>');
    expect(xml).not.toMatch(/&#/);
  });

  it('cuts names to 70 and remittance text to 140 characters (code points, so an emoji counts once)', () => {
    const long = payment({ creditorName: `${'Å'.repeat(69)}😀 and more`, remittanceText: 'x'.repeat(200) });
    const { transactions } = readFile(creditTransferFile(fileInput({ payments: [long] })));
    expect(transactions[0]!.Cdtr).toEqual({ Nm: `${'Å'.repeat(69)}😀` });
    expect(transactions[0]!.RmtInf).toEqual({ Ustrd: 'x'.repeat(140) });
  });

  it('turns line breaks and tabs into single spaces and composes letters typed as letter + ring (å)', () => {
    const xml = creditTransferFile(
      fileInput({ payments: [payment({ creditorName: '  Ola\n\tNordmann  ', remittanceText: 'La\u030Angt' })] }),
    );
    const { transactions } = readFile(xml);
    expect(transactions[0]).toMatchObject({ Cdtr: { Nm: 'Ola Nordmann' }, RmtInf: { Ustrd: 'Långt' } });
  });
});

describe('refusals', () => {
  const refused = (overrides: Parameters<typeof fileInput>[0], message: RegExp) =>
    expect(() => creditTransferFile(fileInput(overrides))).toThrow(message);
  const withPayment = (overrides: Parameters<typeof payment>[0]) => ({ payments: [payment(overrides)] });

  it('a file without payments', () => refused({ payments: [] }, /at least one payment/));

  it('an amount that is not more than zero', () => {
    for (const amount of ['0', '0.00', '-5', '-0.01']) {
      expect(() => creditTransferFile(fileInput(withPayment({ amount })))).toThrow(RangeError);
      refused(withPayment({ amount }), /Payment 1: the amount must be more than zero/);
    }
  });

  it('an amount with more than two decimals, or not a decimal at all (no locale forms, no exponent)', () => {
    refused(withPayment({ amount: '10.005' }), /Payment 1: more than two decimals: 10.005/);
    for (const amount of ['1,5', '1e3', '12 500', '', 'NaN']) refused(withPayment({ amount }), /not a decimal amount/);
  });

  it('an invalid account: BBAN failing MOD11, IBAN failing MOD97, a BBAN and IBAN of different accounts, none', () => {
    refused(withPayment({ bban: '1234.56.78904' }), /Payment 1: invalid Norwegian account number/);
    refused(withPayment({ bban: null, iban: 'NO93 8601 1117 948' }), /Payment 1: invalid IBAN/);
    refused(withPayment({ bban: ACCOUNTS.employee, iban: ACCOUNTS.companyIban }), /is not the account/);
    refused(withPayment({ bban: null, iban: null }), /Payment 1: no account number/);
    refused(
      { debtor: { name: 'Fjord AS', organizationNumber: '923609016', bban: '86011117948' } },
      /company's account/,
    );
  });

  it('an invalid BIC or organisation number', () => {
    refused(withPayment({ bic: 'DNBANO' }), /invalid BIC/);
    refused({ debtor: { name: 'Fjord AS', organizationNumber: '923609017', bban: ACCOUNTS.company } }, /organisation/);
  });

  it('an empty name, an end-to-end id used twice, an id longer than 35 characters', () => {
    refused(withPayment({ creditorName: ' \n ' }), /Payment 1: the name is empty/);
    refused({ payments: [payment(), payment({ bban: ACCOUNTS.otherEmployee })] }, /Payment 2: .* used twice/);
    refused(withPayment({ endToEndId: 'x'.repeat(36) }), /longer than 35/);
    refused({ messageId: 'M'.repeat(36) }, /message id is longer than 35/);
  });

  it('a malformed execution date or creation time', () => {
    refused({ requestedExecutionDate: '2026-02-30' }, /execution date/);
    refused({ requestedExecutionDate: '20.06.2026' }, /execution date/);
    refused({ creationDateTime: '2026-06-18' }, /creation time/);
    refused({ creationDateTime: '2026-06-18 09:30:00' }, /creation time/);
  });
});

describe('deterministic output', () => {
  it('the same input gives the same file, byte for byte, and the input is not changed', () => {
    const input = fileInput({ payments: [payment(), payment({ endToEndId: '13', bban: ACCOUNTS.otherEmployee })] });
    const before = structuredClone(input);
    expect(creditTransferFile(input)).toBe(creditTransferFile(structuredClone(input)));
    expect(input).toEqual(before);
  });

  it('the payments stay in the order given', () => {
    const input = fileInput({ payments: ['30', '4', '200'].map((id) => payment({ endToEndId: id })) });
    const ids = readFile(creditTransferFile(input)).transactions.map(
      (t) => (t.PmtId as { EndToEndId: string }).EndToEndId,
    );
    expect(ids).toEqual(['30', '4', '200']);
  });
});

describe('file name', () => {
  it('is Lonn-<pay date>.xml, in ASCII', () => {
    expect(creditTransferFileName('2026-06-20')).toBe('Lonn-2026-06-20.xml');
    expect(() => creditTransferFileName('2026-13-01')).toThrow(RangeError);
  });
});
