import type { DefaultWorkRelation, Role } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit } from '../../graphql/context.js';
import {
  DurationTypeEnum,
  EmploymentTypeEnum,
  HalfTaxMonthEnum,
  ShiftTypeEnum,
  TaxCalculationModeEnum,
} from '../../graphql/payroll-enums.js';
import { RoleEnum } from '../access-requests/schema.js';
import { AltinnPinMethodEnum } from '../user-settings/schema.js';
import { listAltinnUsers, type AltinnUserView } from './altinn-users.js';
import { readUnitPaycheckSetting, saveUnitPaycheckSetting, type UnitPaycheckSettingView } from './service.js';

const DefaultWorkRelationType = builder.objectRef<DefaultWorkRelation>('DefaultWorkRelation').implement({
  description: 'What a new work relation of the unit is prefilled with',
  fields: (t) => ({
    subUnitId: t.exposeID('subUnitId', { nullable: true }),
    occupationCode: t.exposeString('occupationCode', { nullable: true }),
    employmentType: t.field({ type: EmploymentTypeEnum, resolve: (relation) => relation.employmentType }),
    durationType: t.field({ type: DurationTypeEnum, resolve: (relation) => relation.durationType }),
    shiftType: t.field({ type: ShiftTypeEnum, resolve: (relation) => relation.shiftType }),
    hoursEveryWeekWithFullEmployment: t.expose('hoursEveryWeekWithFullEmployment', { type: 'Decimal' }),
    employmentPercentage: t.expose('employmentPercentage', { type: 'Decimal' }),
  }),
});

const PaycheckSettingMunicipalityType = builder
  .objectRef<NonNullable<UnitPaycheckSettingView['municipality']>>('PaycheckSettingMunicipality')
  .implement({
    description: "The company's municipality (a national municipality number and name)",
    fields: (t) => ({ number: t.exposeString('number'), name: t.exposeString('name') }),
  });

/** No field carries the Altinn system password: it is write-only, only altinnSystemPasswordSet says it exists. */
const UnitPaycheckSettingType = builder.objectRef<UnitPaycheckSettingView>('UnitPaycheckSetting').implement({
  description: 'The payroll settings of the current unit; the defaults until the first save',
  fields: (t) => ({
    altinnSystemUserName: t.exposeString('altinnSystemUserName', { nullable: true }),
    altinnSystemPasswordSet: t.exposeBoolean('altinnSystemPasswordSet', {
      description: 'Whether an Altinn system password is stored; the password itself is never returned',
    }),
    calculationForTax: t.field({ type: TaxCalculationModeEnum, resolve: (setting) => setting.calculationForTax }),
    currencyCode: t.exposeString('currencyCode'),
    defaultCreditDays: t.exposeInt('defaultCreditDays'),
    defaultVacationMoneyPercentage: t.expose('defaultVacationMoneyPercentage', {
      type: 'Decimal',
      description: 'Vacation money in percent of the basis: 10.20 by law, 12.00 with a fifth week by agreement',
    }),
    defaultWorkRelation: t.field({ type: DefaultWorkRelationType, resolve: (setting) => setting.defaultWorkRelation }),
    municipality: t.field({
      type: PaycheckSettingMunicipalityType,
      nullable: true,
      resolve: (setting) => setting.municipality,
    }),
    startingPaycheckNumber: t.exposeString('startingPaycheckNumber'),
    halfTaxMonth: t.field({
      type: HalfTaxMonthEnum,
      description: 'The month monthly pay gets half tax; NOVEMBER until saved otherwise',
      resolve: (setting) => setting.halfTaxMonth,
    }),
    savedAt: t.expose('savedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('unitPaycheckSetting', (t) =>
  t.field({
    type: UnitPaycheckSettingType,
    description: "The current unit's paycheck settings (defaults before the first save); any member may read them",
    access: access.member,
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => readUnitPaycheckSetting(tx, unitId)),
  }),
);

const SaveUnitPaycheckSettingInput = builder.inputType('SaveUnitPaycheckSettingInput', {
  description: 'The whole paycheck setting, saved at once',
  fields: (t) => ({
    altinnSystemUserName: t.string({ description: 'Both or none with the password' }),
    altinnSystemPassword: t.string({
      description: 'Write-only. Left out, null or empty keeps the stored password; a value replaces it',
    }),
    clearAltinnSystemPassword: t.boolean({ description: 'Removes the stored password' }),
    calculationForTax: t.field({ type: TaxCalculationModeEnum, required: true }),
    currencyCode: t.string({ required: true }),
    defaultCreditDays: t.int({ required: true }),
    defaultVacationMoneyPercentage: t.field({ type: 'Decimal', required: true }),
    defaultSubUnitId: t.id({ description: 'A sub-unit of the unit; null for none' }),
    defaultOccupationCode: t.string({ description: 'A national occupation code; null for none' }),
    defaultEmploymentType: t.field({ type: EmploymentTypeEnum, required: true }),
    defaultDurationType: t.field({ type: DurationTypeEnum, required: true }),
    defaultShiftType: t.field({ type: ShiftTypeEnum, required: true }),
    defaultHoursEveryWeekWithFullEmployment: t.field({ type: 'Decimal', required: true }),
    defaultEmploymentPercentage: t.field({ type: 'Decimal', required: true }),
    municipalityNumber: t.string({ description: "The company's municipality (national number); null for none" }),
    startingPaycheckNumber: t.string({ required: true }),
    halfTaxMonth: t.field({
      type: HalfTaxMonthEnum,
      description: 'Left out or null keeps the saved month (NOVEMBER before the first save)',
    }),
  }),
});

builder.mutationField('saveUnitPaycheckSetting', (t) =>
  t.field({
    type: UnitPaycheckSettingType,
    description: 'Saves the paycheck settings of the current unit; needs canEditEmployees',
    args: { input: t.arg({ type: SaveUnitPaycheckSettingInput, required: true }) },
    access: access.flags('canEditEmployees'),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        saveUnitPaycheckSetting(
          tx,
          actorOf(ctx, unitId),
          { ...input, defaultSubUnitId: input.defaultSubUnitId == null ? null : String(input.defaultSubUnitId) },
          ctx.services.config.secretKey,
        ),
      ),
  }),
);

// ---------------------------------------------------------------------------------------------
// Altinn users
// ---------------------------------------------------------------------------------------------

const AltinnUserType = builder.objectRef<AltinnUserView>('AltinnUser').implement({
  description: 'A member of the unit: whether they have an Altinn login (never the login) and their PIN method',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.string({ resolve: (user) => `${user.firstName} ${user.lastName}`.trim() }),
    role: t.field({ type: RoleEnum, resolve: (user) => user.role as Role }),
    hasAltinnLogin: t.exposeBoolean('hasAltinnLogin'),
    altinnPinMethod: t.field({
      type: AltinnPinMethodEnum,
      nullable: true,
      resolve: (user) => user.altinnPinMethod,
    }),
  }),
});

builder.queryField('altinnUsers', (t) =>
  t.field({
    type: [AltinnUserType],
    description: "The unit's members with their Altinn login state, by name; needs canSendAltinnPaycheckReports",
    access: access.flags('canSendAltinnPaycheckReports'),
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => listAltinnUsers(tx, unitId)),
  }),
);
