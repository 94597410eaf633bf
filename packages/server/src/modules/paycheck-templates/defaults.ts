import { eq } from 'drizzle-orm';
import type { BenefitKind, PayCode, PaycheckLineCalculationType } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { mainPaycheckLineTemplates } from './tables.js';

type DefaultTemplate = {
  number: number;
  accountNumber: string;
  description: string;
  altinnFordel: BenefitKind;
  payCode: PayCode;
  rate?: string;
  calculationType?: PaycheckLineCalculationType;
  calculatePositive?: boolean;
  editableFromEmployeePage?: boolean;
  carOverwrite?: boolean;
  projectOverwrite?: boolean;
  departmentOverwrite?: boolean;
};

/** The state's tax-free rate for business driving in one's own car (statens sats), kr per km, 2025. */
export const KILOMETRE_ALLOWANCE_RATE = '3.50';

/**
 * The Norwegian default pay lines a new unit starts with, with their a-melding codes (fordel and
 * lønnsbeskrivelse of the code lists `fordel` and `loennsbeskrivelse`). Benefits in kind
 * (naturalytelse) are CALCULATED: taxed and reported, not paid out. Salary lines are editable from
 * the employee page, so a raise is typed on the simplified template. Accounts are NS 4102's: pay 5000,
 * vacation pay 5020, free car 5200 and telephone 5210 (benefits in kind), board fees 5330, car allowance 7100,
 * travel 7130.
 */
export const DEFAULT_PAYCHECK_LINE_TEMPLATES: readonly DefaultTemplate[] = [
  {
    number: 100,
    accountNumber: '5000',
    description: 'Fastlønn',
    altinnFordel: 'kontantytelse',
    payCode: 'fastloenn',
    editableFromEmployeePage: true,
    departmentOverwrite: true,
    projectOverwrite: true,
  },
  {
    number: 110,
    accountNumber: '5000',
    description: 'Timelønn',
    altinnFordel: 'kontantytelse',
    payCode: 'timeloenn',
    editableFromEmployeePage: true,
    departmentOverwrite: true,
    projectOverwrite: true,
  },
  {
    number: 120,
    accountNumber: '5000',
    description: 'Overtid 50 %',
    altinnFordel: 'kontantytelse',
    payCode: 'overtidsgodtgjoerelse',
  },
  {
    number: 121,
    accountNumber: '5000',
    description: 'Overtid 100 %',
    altinnFordel: 'kontantytelse',
    payCode: 'overtidsgodtgjoerelse',
  },
  { number: 130, accountNumber: '5000', description: 'Bonus', altinnFordel: 'kontantytelse', payCode: 'bonus' },
  {
    number: 140,
    accountNumber: '5000',
    description: 'Faste tillegg',
    altinnFordel: 'kontantytelse',
    payCode: 'fastTillegg',
    editableFromEmployeePage: true,
  },
  {
    number: 150,
    accountNumber: '5000',
    description: 'Helligdagstillegg',
    altinnFordel: 'kontantytelse',
    payCode: 'helligdagstillegg',
  },
  {
    number: 200,
    accountNumber: '5020',
    description: 'Feriepenger',
    altinnFordel: 'kontantytelse',
    payCode: 'feriepenger',
  },
  {
    number: 210,
    accountNumber: '5000',
    description: 'Trekk i lønn for ferie',
    altinnFordel: 'kontantytelse',
    payCode: 'trekkILoennForFerie',
    calculatePositive: false,
  },
  {
    number: 300,
    accountNumber: '7100',
    description: 'Kilometergodtgjørelse bil',
    altinnFordel: 'utgiftsgodtgjoerelse',
    payCode: 'kilometergodtgjoerelseBil',
    rate: KILOMETRE_ALLOWANCE_RATE,
    editableFromEmployeePage: true,
    carOverwrite: true,
    projectOverwrite: true,
  },
  {
    number: 310,
    accountNumber: '7130',
    description: 'Diett uten overnatting',
    altinnFordel: 'utgiftsgodtgjoerelse',
    payCode: 'reiseKostUtenOvernatting',
    projectOverwrite: true,
  },
  {
    number: 400,
    accountNumber: '5330',
    description: 'Styrehonorar',
    altinnFordel: 'kontantytelse',
    payCode: 'styrehonorarOgGodtgjoerelseVerv',
  },
  {
    number: 500,
    accountNumber: '5210',
    description: 'Fri telefon/elektronisk kommunikasjon',
    altinnFordel: 'naturalytelse',
    payCode: 'elektroniskKommunikasjon',
    calculationType: 'CALCULATED',
  },
  {
    number: 510,
    accountNumber: '5200',
    description: 'Firmabil',
    altinnFordel: 'naturalytelse',
    payCode: 'bil',
    calculationType: 'CALCULATED',
    carOverwrite: true,
  },
  {
    number: 600,
    accountNumber: '5000',
    description: 'Sluttvederlag',
    altinnFordel: 'kontantytelse',
    payCode: 'sluttvederlag',
  },
];

/**
 * Gives a unit the default set, in the transaction that creates it (registration, createUnit) or
 * seeds it (demo). Idempotent: a unit that has any main template already is left alone.
 */
export async function seedDefaultPaycheckLineTemplates(tx: Tx, actor: Actor): Promise<void> {
  const [any] = await tx
    .select({ id: mainPaycheckLineTemplates.id })
    .from(mainPaycheckLineTemplates)
    .where(eq(mainPaycheckLineTemplates.unitId, actor.unitId))
    .limit(1);
  if (any) return;
  await tx.insert(mainPaycheckLineTemplates).values(
    DEFAULT_PAYCHECK_LINE_TEMPLATES.map((template) => ({
      ...template,
      altinnDescription: template.description,
      unitId: actor.unitId,
      createdById: actor.userId,
      updatedById: actor.userId,
    })),
  );
  await recordAudit(tx, actor, 'seedDefaults', 'mainPaycheckLineTemplate', null, {
    numbers: DEFAULT_PAYCHECK_LINE_TEMPLATES.map((template) => template.number),
  });
}
