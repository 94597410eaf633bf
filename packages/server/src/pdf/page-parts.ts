import { createElement as h, type ReactElement } from 'react';
import { Image, Text, View } from '@react-pdf/renderer';
import type { Locale } from '@fjord/domain';
import { formatBban, formatOrganizationNumber } from './format.js';
import type { SupplierView } from './sales-document.js';
import { INK, styles } from './styles.js';
import { PDF_TEXTS } from './texts.js';

/** The sender's letterhead at the top of the first page: logo or name on the left, address on the right. */
export function letterhead(sender: SupplierView, logo?: { data: Buffer; format: 'png' | 'jpg' } | null): ReactElement {
  return h(
    View,
    { style: styles.header },
    logo ? h(Image, { style: styles.logo, src: logo }) : h(Text, { style: styles.supplierName }, sender.name),
    h(
      View,
      { style: styles.senderBlock },
      logo ? h(Text, { style: { fontWeight: 'bold', color: INK } }, sender.name) : null,
      ...sender.addressLines.map((line, i) => h(Text, { key: i }, line)),
    ),
  );
}

/**
 * The footer on every page: the sender's name and address, organisation number ("MVA" when VAT
 * registered, Foretaksregisteret), bank account, contact and "Side 1 av 2", counting the
 * document's own sheets.
 */
export function pageFooter(sender: SupplierView, locale: Locale): ReactElement {
  const t = PDF_TEXTS[locale];
  const s = sender;
  const org = s.organizationNumber
    ? [
        `${t.organizationNumber} ${formatOrganizationNumber(s.organizationNumber)}${s.vatRegistered ? ` ${t.vatRegistered}` : ''}`,
        s.inBusinessRegister ? t.businessRegister : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : null;
  const bank = [
    s.bban ? `${t.bankAccount} ${formatBban(s.bban)}` : null,
    s.iban ? `IBAN ${s.iban}` : null,
    s.swift ? `BIC ${s.swift}` : null,
  ].filter(Boolean);
  return h(
    View,
    { style: styles.footer, fixed: true },
    h(
      View,
      null,
      h(Text, { style: { fontWeight: 'bold' } }, s.name),
      ...s.addressLines.map((line, i) => h(Text, { key: i }, line)),
    ),
    h(View, null, org ? h(Text, null, org) : null, ...bank.map((line, i) => h(Text, { key: `bank${i}` }, line))),
    h(
      View,
      { style: { alignItems: 'flex-end' } },
      s.email ? h(Text, null, s.email) : null,
      s.phone ? h(Text, null, s.phone) : null,
      s.website ? h(Text, null, s.website) : null,
      h(Text, {
        render: ({ subPageNumber, subPageTotalPages }) => t.page(subPageNumber, subPageTotalPages),
      }),
    ),
  );
}
