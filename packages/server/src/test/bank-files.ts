/**
 * Bank files of incoming KID payments for tests and benches, written to the field positions the
 * domain's parsers read (Nets OCR giro: invoicing/bank-files/ocr-giro.ts; camt.054.001.08).
 */
export type TestBankPayment = {
  kid: string;
  /** Kroner with two decimals, "1250.00". */
  amount: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The bank's archive reference, digits (at most 9 in OCR giro). */
  archive: string;
};

const digits = (value: string | number, width: number) => String(value).padStart(width, '0');
const record = (text: string) => text.padEnd(80, '0');
const ddmmyy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;
const ore = (amount: string) => BigInt(amount.replace('.', ''));

/** One forsendelse with one oppdrag holding the payments (transaction type 16, online bank). */
export function ocrGiroFile(payments: readonly TestBankPayment[]): string {
  const date = ddmmyy(payments[0]?.date ?? '2026-03-02');
  const sum = payments.reduce((total, payment) => total + ore(payment.amount), 0n);
  const lines = [
    record(`NY000010000080800302001${digits(123456, 8)}`),
    record(`NY090020001234567${digits(1, 7)}15032046018`),
    ...payments.flatMap((payment, index) => {
      const number = digits(index + 1, 7);
      return [
        `NY091630${number}${ddmmyy(payment.date)}02021${digits(index + 1, 5)}0${digits(ore(payment.amount).toString(), 17)}${payment.kid.padStart(25, ' ')}000000`,
        record(
          `NY091631${number}${digits(0, 10)}${digits(payment.archive, 9)}0000000${ddmmyy(payment.date)}12541137007`,
        ),
      ];
    }),
    record(
      `NY090088${digits(payments.length, 8)}${digits(payments.length * 2 + 2, 8)}${digits(sum.toString(), 17)}${date}${date}${date}`,
    ),
  ];
  lines.push(
    record(`NY000089${digits(payments.length, 8)}${digits(lines.length + 1, 8)}${digits(sum.toString(), 17)}${date}`),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/** A camt.054.001.08 notification with one booked credit entry per payment, in NOK. */
export function camt054File(payments: readonly TestBankPayment[]): string {
  const entries = payments.map(
    (payment) => `
      <Ntry>
        <Amt Ccy="NOK">${payment.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${payment.date}</Dt></BookgDt>
        <AcctSvcrRef>${payment.archive}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Amt Ccy="NOK">${payment.amount}</Amt>
          <CdtDbtInd>CRDT</CdtDbtInd>
          <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${payment.kid}</Ref></CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>FJORD-TEST</MsgId><CreDtTm>2026-03-16T06:05:12+01:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-TEST</Id>
      <Acct><Id><IBAN>NO5315032046018</IBAN></Id><Ccy>NOK</Ccy></Acct>${entries.join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
