import { VACATION_MONEY_SECTORS } from '@fjord/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit } from '../../graphql/context.js';
import { PAYCHECK_READ_ACCESS, PAYCHECK_WRITE_ACCESS } from '../paycheck-periods/schema.js';
import { vacationMoneySettingsService, type VacationMoneySettingsRow } from './service.js';

const VacationMoneySectorEnum = builder.enumType('VacationMoneySector', { values: VACATION_MONEY_SECTORS });

const VacationMoneySettingsType = builder.objectRef<VacationMoneySettingsRow>('VacationMoneySettings').implement({
  description: "A year's vacation-money settings: a paycheck needs those of its paid year",
  fields: (t) => ({
    id: t.exposeID('id'),
    year: t.exposeInt('year'),
    sector: t.expose('sector', { type: VacationMoneySectorEnum }),
    payoutMonth: t.exposeInt('payoutMonth', { description: 'The month vacation pay is paid, 1–12 (June by practice)' }),
    holidayDeductionDays: t.exposeInt('holidayDeductionDays', {
      description:
        'Holiday days deducted from a monthly salary in the payout month (25 statutory, 30 with a fifth week)',
    }),
  }),
});

const VacationMoneySettingsInput = builder.inputType('VacationMoneySettingsInput', {
  fields: (t) => ({
    sector: t.field({ type: VacationMoneySectorEnum, required: true }),
    payoutMonth: t.int({ required: true }),
    holidayDeductionDays: t.int({ required: true }),
  }),
});

builder.queryField('vacationMoneySettings', (t) =>
  t.field({
    type: VacationMoneySettingsType,
    nullable: true,
    description: "The year's vacation-money settings; null until the year is opened",
    access: PAYCHECK_READ_ACCESS,
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => vacationMoneySettingsService.find(tx, args.year)),
  }),
);

builder.mutationField('saveVacationMoneySettings', (t) =>
  t.field({
    type: VacationMoneySettingsType,
    access: PAYCHECK_WRITE_ACCESS,
    args: { year: t.arg.int({ required: true }), input: t.arg({ type: VacationMoneySettingsInput, required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => vacationMoneySettingsService.save(tx, actorOf(ctx, unitId), args.year, args.input)),
  }),
);
