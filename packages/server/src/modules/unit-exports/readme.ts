/** README.txt of every export archive, in English and Norwegian Bokmål: what each file is. */
export const README = `Fjord: export of all the company's data
=======================================

tables/csv/<table>.csv     Every table of the company's data, one file per table: the column names on the first
                           line, fields separated by ";" (UTF-8, CRLF line ends). Values are as the database
                           writes them: dates YYYY-MM-DD, times in ISO 8601 with time zone, amounts with "." as
                           decimal mark. An empty field is no value.
tables/json/<table>.json   The same rows as JSON: one object per row, keyed by column name. Amounts are strings
                           so no decimal is lost.
documents/invoices/        Each invoice and credit note as its PDF (Faktura-<number>.pdf, Kreditnota-<number>.pdf)
                           and as its EHF (Peppol BIS Billing 3.0) XML file (Faktura-<number>.xml,
                           Kreditnota-<number>.xml).
documents/orders/          Each order as its PDF (ordre-<number>.pdf, or order-<number>.pdf in English).
documents/payslips/        Each locked paycheck's payslip as its PDF.
files/                     Every stored file (logos, product images, attachments, tax cards, bank files), named
                           <id>-<file name>; the id is the row of tables/csv/files.csv.
mail-attachments/          The attachments of the mails sent (the PDFs as the customer got them), named
                           <id>-<file name>; see tables/csv/mail_attachments.csv.

Left out: passwords, token hashes and sealed or encrypted secrets, and earlier exports.
Bookkeeping documents are kept for five years after the end of the financial year (bokføringsloven § 13).


Fjord: eksport av alle selskapets data
======================================

tables/csv/<tabell>.csv    Hver tabell med selskapets data, én fil per tabell: kolonnenavnene på første linje,
                           felter skilt med ";" (UTF-8, CRLF som linjeskift). Verdiene er slik databasen skriver
                           dem: datoer ÅÅÅÅ-MM-DD, tidspunkter i ISO 8601 med tidssone, beløp med "." som
                           desimaltegn. Et tomt felt betyr ingen verdi.
tables/json/<tabell>.json  De samme radene som JSON: ett objekt per rad, med kolonnenavnene som nøkler. Beløp er
                           tekst, slik at ingen desimaler går tapt.
documents/invoices/        Hver faktura og kreditnota som PDF (Faktura-<nummer>.pdf, Kreditnota-<nummer>.pdf) og
                           som EHF-fil (Peppol BIS Billing 3.0, XML: Faktura-<nummer>.xml, Kreditnota-<nummer>.xml).
documents/orders/          Hver ordre som PDF (ordre-<nummer>.pdf, eller order-<nummer>.pdf på engelsk).
documents/payslips/        Lønnsslippen for hver låste lønnsutbetaling som PDF.
files/                     Alle lagrede filer (logoer, produktbilder, vedlegg, skattekort, bankfiler), navngitt
                           <id>-<filnavn>; id-en er raden i tables/csv/files.csv.
mail-attachments/          Vedleggene til e-postene som er sendt (PDF-ene slik kunden fikk dem), navngitt
                           <id>-<filnavn>; se tables/csv/mail_attachments.csv.

Ikke med: passord, token-hasher og forseglede eller krypterte hemmeligheter, og tidligere eksporter.
Regnskapsdokumentene oppbevares i fem år etter regnskapsårets slutt (bokføringsloven § 13).
`;
