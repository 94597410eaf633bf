import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { unitInvoiceSettings, unitSettings } from './tables.js';

/**
 * Company settings of the demo trading company: a DNB account (valid MOD11 BBAN with its IBAN),
 * KID on invoices, 14 credit days, overdue notices with a reminder fee and the number series the
 * shop has used since it started with Fjord.
 */
export async function seedDemoUnitSettings(tx: Tx, actor: Actor): Promise<void> {
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  await tx
    .update(units)
    .set({ vatRegulation: 'VAT_REGISTERED', mobile: '+47 915 00 000' })
    .where(eq(units.id, actor.unitId));
  await tx.insert(unitSettings).values({ ...by, companyNameOption: 'FULL_NAME' });
  await tx.insert(unitInvoiceSettings).values({
    ...by,
    bban: '15032714452',
    iban: 'NO5815032714452',
    swift: 'DNBANOKK',
    currencyCode: 'NOK',
    customNote: 'Takk for handelen! Spørsmål om fakturaen sendes til faktura@fjordhandel.example.no.',
    customerCountry: 'NO',
    customerCreditDays: 14,
    defaultProductUnitOfMeasureCode: 'EA',
    showProject: true,
    showDepartment: true,
    showTaxAmount: true,
    showLineAllowance: true,
    invoiceEmailCopy: ['regnskap@fjordhandel.example.no'],
    usesKid: true,
    kidLength: 9,
    kidModDigit: 'MOD10',
    legalNotes: [
      'Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven.',
      'Reklamasjon må skje innen 14 dager etter mottak av varen.',
    ],
    usesOverdueNotices: true,
    overdueNoticeCharge: '35.00',
    paymentMethods: true,
    productGroups: true,
    startingInvoiceNumber: '10001',
    startingOrderNumber: '20001',
    supplierPartyReferenceSetting: 'FULL_NAME',
    taxInclusiveAmountRounding: 'DISABLED',
  });
}
