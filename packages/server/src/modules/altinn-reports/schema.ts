import {
  AMELDING_ACTIONS,
  AMELDING_DEVIATION_SEVERITIES,
  AMELDING_KINDS,
  AMELDING_STATUSES,
  type AmeldingAction,
} from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, requireUnit, type GraphQLContext } from '../../graphql/context.js';
import { related, userNameOf } from '../../graphql/loaders.js';
import { pageType, pageWindow } from '../../graphql/paging.js';
import { readFeedback, type FeedbackView } from './core.js';
import { employerTaxByZone, withholdingByPayDate, type PayDateSum, type ZoneSum } from './message-sums.js';
import { AMELDING_MONTH_STATES, deadlineOf, localeOf, periodOf } from './months.js';
import {
  ameldingReads,
  refOf,
  subUnitNames,
  type AmeldingDeadline,
  type AmeldingMonth,
  type AmeldingPreview,
  type AmeldingRef,
  type TaxPreview,
} from './reads.js';
import { allowedActions, successorsOf, type AmeldingRow } from './rules.js';
import { ameldingService } from './service.js';
import { ameldingReports } from './tables.js';
import { PAYCHECK_READ_ACCESS } from '../paycheck-periods/schema.js';

/** Reading a-meldinger and the taxes shows pay (PAYCHECK_READ_ACCESS); acting on them speaks for the company to Skatteetaten. */
export const AMELDING_ACTION_ACCESS = access.flags('canSendAltinnPaycheckReports');

const StatusEnum = builder.enumType('AmeldingStatus', { values: AMELDING_STATUSES });
const KindEnum = builder.enumType('AmeldingKind', { values: AMELDING_KINDS });
const ActionEnum = builder.enumType('AmeldingAction', { values: AMELDING_ACTIONS });
const SeverityEnum = builder.enumType('AmeldingDeviationSeverity', { values: AMELDING_DEVIATION_SEVERITIES });
const ReceiptEnum = builder.enumType('AmeldingReceipt', { values: ['RECEIVED', 'REJECTED', 'REPLACED'] as const });
const MonthStateEnum = builder.enumType('AmeldingMonthState', { values: AMELDING_MONTH_STATES });

const RefType = builder.objectRef<AmeldingRef>('AmeldingRef').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    meldingsId: t.exposeString('meldingsId'),
    status: t.expose('status', { type: StatusEnum }),
    kind: t.expose('kind', { type: KindEnum }),
  }),
});

type Deviation = FeedbackView['deviations'][number];
const DeviationType = builder.objectRef<Deviation>('AmeldingDeviation').implement({
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The rule id, e.g. "AMLD-SIM-103"' }),
    severity: t.expose('severity', { type: SeverityEnum }),
    name: t.exposeString('name', { description: 'Short name, in Norwegian as the service words it' }),
    details: t.exposeString('details', { nullable: true }),
    where: t.exposeString('where', {
      nullable: true,
      description: 'Employee and work relation; null on the message level',
    }),
  }),
});

const PayDateSumType = builder.objectRef<PayDateSum>('AmeldingPayDateSum').implement({
  fields: (t) => ({
    payDate: t.expose('payDate', { type: 'Date' }),
    amount: t.expose('amount', { type: 'Decimal' }),
    dueDate: t.expose('dueDate', { type: 'Date', description: 'The first working day after the pay date (2026)' }),
  }),
});

const ZoneSumType = builder.objectRef<ZoneSum>('AmeldingZoneSum').implement({
  fields: (t) => ({
    subUnitName: t.exposeString('subUnitName'),
    organizationNumber: t.exposeString('organizationNumber'),
    zone: t.exposeString('zone'),
    rate: t.expose('rate', { type: 'Decimal', description: 'Percent' }),
    basis: t.expose('basis', { type: 'Decimal' }),
    tax: t.expose('tax', { type: 'Decimal' }),
  }),
});

type Payment = NonNullable<FeedbackView['payment']>;
const PaymentType = builder.objectRef<Payment>('AmeldingPayment').implement({
  fields: (t) => ({
    accountNumber: t.exposeString('accountNumber'),
    withholdingKid: t.exposeString('withholdingKid'),
    employerTaxKid: t.exposeString('employerTaxKid'),
    dueDate: t.expose('dueDate', { type: 'Date' }),
  }),
});

const FeedbackType = builder.objectRef<FeedbackView>('AmeldingFeedback').implement({
  fields: (t) => ({
    receipt: t.expose('receipt', { type: ReceiptEnum }),
    receivedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (feedback) => (feedback.receivedAt ? new Date(feedback.receivedAt) : null),
    }),
    employeeCount: t.exposeInt('employeeCount', { nullable: true }),
    withholding: t.expose('withholding', { type: 'Decimal', description: "The service's sum for this message" }),
    employerTax: t.expose('employerTax', { type: 'Decimal' }),
    periodWithholding: t.expose('periodWithholding', {
      type: 'Decimal',
      description: "The month's totals over all valid messages",
    }),
    periodEmployerTax: t.expose('periodEmployerTax', { type: 'Decimal' }),
    periodGarnishment: t.expose('periodGarnishment', { type: 'Decimal' }),
    deviations: t.field({ type: [DeviationType], resolve: (feedback) => feedback.deviations }),
    payment: t.field({ type: PaymentType, nullable: true, resolve: (feedback) => feedback.payment }),
  }),
});

/** The messages replacing each message (in the chain's sense, rules.ts), read once per request. */
const successorOf = (ctx: GraphQLContext, id: string) =>
  ctx.loaders
    .get('amelding:successor', async (tx, _unitId, ids: readonly string[]) => {
      const successors = await successorsOf(tx, ids);
      return ids.map((key) => successors.get(key) ?? null);
    })
    .load(id);

/** Sub-unit names by organisation number, once per request. */
const namesOf = (ctx: GraphQLContext) =>
  ctx.loaders
    .get('amelding:subUnitNames', async (tx, _unitId, keys: readonly string[]) => {
      const names = await subUnitNames(tx);
      return keys.map(() => names);
    })
    .load('all');

const sentByNameOf = async (ctx: GraphQLContext, id: string | null) => (await userNameOf(ctx, id))?.name ?? null;

export const AmeldingType = builder.objectRef<AmeldingRow>('Amelding').implement({
  description: 'An a-melding of a month of payment: the v2.3 JSON message as sent and what Skatteetaten answered',
  fields: (t) => ({
    id: t.exposeID('id'),
    year: t.exposeInt('year'),
    month: t.exposeInt('month'),
    period: t.string({ description: '"2026-06"', resolve: (row) => periodOf(row.year, row.month) }),
    kind: t.expose('kind', { type: KindEnum }),
    status: t.expose('status', { type: StatusEnum }),
    meldingsId: t.exposeString('meldingsId'),
    replaces: t.field({
      type: RefType,
      nullable: true,
      resolve: async (row, _args, ctx) => {
        const replaced = await related(ctx, ameldingReports, row.replacesId);
        return replaced ? refOf(replaced) : null;
      },
    }),
    replacedBy: t.field({
      type: RefType,
      nullable: true,
      resolve: async (row, _args, ctx) => {
        const successor = await successorOf(ctx, row.id);
        return successor ? refOf(successor) : null;
      },
    }),
    deadline: t.field({ type: 'Date', resolve: (row) => deadlineOf(row.year, row.month) }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    sentByName: t.string({ nullable: true, resolve: (row, _args, ctx) => sentByNameOf(ctx, row.sentById) }),
    lastCheckedAt: t.expose('lastCheckedAt', { type: 'DateTime', nullable: true }),
    feedbackFetchedAt: t.expose('feedbackFetchedAt', { type: 'DateTime', nullable: true }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    employeeCount: t.exposeInt('employeeCount'),
    paycheckCount: t.exposeInt('paycheckCount'),
    grossPay: t.expose('grossPay', { type: 'Decimal' }),
    withholding: t.expose('withholding', { type: 'Decimal' }),
    employerTaxBasis: t.expose('employerTaxBasis', { type: 'Decimal' }),
    employerTax: t.expose('employerTax', { type: 'Decimal' }),
    garnishment: t.expose('garnishment', { type: 'Decimal' }),
    withholdingByPayDate: t.field({ type: [PayDateSumType], resolve: (row) => withholdingByPayDate(row.message) }),
    employerTaxByZone: t.field({
      type: [ZoneSumType],
      resolve: async (row, _args, ctx) => employerTaxByZone(row.message, await namesOf(ctx)),
    }),
    feedback: t.field({
      type: FeedbackType,
      nullable: true,
      resolve: (row) => (row.feedback ? readFeedback(row.feedback, row.meldingsId) : null),
    }),
    actions: t.field({
      type: [ActionEnum],
      description: 'What the user may do now: by status, the latest of its chain, and permission',
      resolve: async (row, _args, ctx): Promise<AmeldingAction[]> => {
        if (ctx.permissions.canSendAltinnPaycheckReports !== true) return [];
        return allowedActions(row, (await successorOf(ctx, row.id)) === null);
      },
    }),
    messageJson: t.string({
      description: 'The message as sent, pretty-printed',
      resolve: (row) => JSON.stringify(row.message, null, 2),
    }),
  }),
});

const AmeldingPageType = pageType('Amelding', AmeldingType);

const FiltersInput = builder.inputType('AmeldingFilters', {
  fields: (t) => ({
    year: t.int(),
    status: t.field({ type: StatusEnum }),
    archived: t.boolean({ description: 'Default false: the list leaves archived messages out' }),
  }),
});

const MonthType = builder.objectRef<AmeldingMonth>('AmeldingMonth').implement({
  fields: (t) => ({
    year: t.exposeInt('year'),
    month: t.exposeInt('month'),
    period: t.exposeString('period'),
    name: t.exposeString('name', { description: '"Juni 2026", in the user\'s language' }),
    deadline: t.expose('deadline', { type: 'Date' }),
    state: t.expose('state', { type: MonthStateEnum }),
    lockedPaychecks: t.exposeInt('lockedPaychecks'),
    unreportedPaychecks: t.exposeInt('unreportedPaychecks', {
      description: 'Locked, NOT_REPORTED or SHOULD_REPORT (also those a received message carried that moved out)',
    }),
    latest: t.field({
      type: RefType,
      nullable: true,
      description: 'The latest message of the month that is not archived',
      resolve: (row) => row.latest,
    }),
  }),
});

const PreviewType = builder.objectRef<AmeldingPreview>('AmeldingPreview').implement({
  description: 'What "send" would send now',
  fields: (t) => ({
    year: t.exposeInt('year'),
    month: t.exposeInt('month'),
    period: t.exposeString('period'),
    deadline: t.expose('deadline', { type: 'Date' }),
    kind: t.expose('kind', { type: KindEnum }),
    replaces: t.field({ type: RefType, nullable: true, resolve: (row) => row.replaces }),
    employeeCount: t.exposeInt('employeeCount'),
    paycheckCount: t.exposeInt('paycheckCount'),
    grossPay: t.expose('grossPay', { type: 'Decimal' }),
    withholding: t.expose('withholding', { type: 'Decimal' }),
    employerTaxBasis: t.expose('employerTaxBasis', { type: 'Decimal' }),
    employerTax: t.expose('employerTax', { type: 'Decimal' }),
    garnishment: t.expose('garnishment', { type: 'Decimal' }),
    withholdingByPayDate: t.field({ type: [PayDateSumType], resolve: (row) => row.withholdingByPayDate }),
    employerTaxByZone: t.field({ type: [ZoneSumType], resolve: (row) => row.employerTaxByZone }),
    problems: t.stringList({
      description: "What stops sending, in the user's language",
      resolve: (row) => row.problems,
    }),
    isZeroReport: t.exposeBoolean('isZeroReport'),
  }),
});

type TaxWithholding = TaxPreview['withholdingByPayDate'][number];
const TaxWithholdingType = builder.objectRef<TaxWithholding>('TaxPreviewWithholding').implement({
  fields: (t) => ({
    payDate: t.expose('payDate', { type: 'Date' }),
    amount: t.expose('amount', { type: 'Decimal' }),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    paycheckCount: t.exposeInt('paycheckCount'),
  }),
});

const TaxPreviewType = builder.objectRef<TaxPreview>('TaxPreview').implement({
  description: "The month's taxes from its locked paychecks",
  fields: (t) => ({
    year: t.exposeInt('year'),
    month: t.exposeInt('month'),
    period: t.exposeString('period'),
    employerTaxByZone: t.field({
      type: [ZoneSumType],
      description: "This month's employer tax (not the two-month term's), by sub-unit and zone",
      resolve: (row) => row.employerTaxByZone,
    }),
    employerTax: t.expose('employerTax', {
      type: 'Decimal',
      description: "This month's employer tax; it is paid together with the term's other month",
    }),
    employerTaxDueDate: t.expose('employerTaxDueDate', {
      type: 'Date',
      description: 'The 15th of the month after the two-month term (Jan–Feb → 15 March), next working day',
    }),
    withholdingByPayDate: t.field({ type: [TaxWithholdingType], resolve: (row) => row.withholdingByPayDate }),
    withholding: t.expose('withholding', { type: 'Decimal' }),
    accountNumber: t.exposeString('accountNumber', {
      nullable: true,
      description: "From the month's received feedback",
    }),
    withholdingKid: t.exposeString('withholdingKid', { nullable: true }),
    employerTaxKid: t.exposeString('employerTaxKid', { nullable: true }),
    fromFeedback: t.exposeBoolean('fromFeedback'),
  }),
});

const DeadlineType = builder.objectRef<AmeldingDeadline>('AmeldingDeadline').implement({
  fields: (t) => ({
    year: t.exposeInt('year'),
    month: t.exposeInt('month'),
    period: t.exposeString('period'),
    name: t.exposeString('name'),
    deadline: t.expose('deadline', { type: 'Date' }),
    state: t.expose('state', { type: MonthStateEnum }),
    daysLeft: t.exposeInt('daysLeft', { description: 'Negative when overdue' }),
    latest: t.field({ type: RefType, nullable: true, resolve: (row) => row.latest }),
  }),
});

const localeOfUser = (ctx: GraphQLContext) => localeOf(ctx.user.locale);

builder.queryField('ameldings', (t) =>
  t.field({
    type: AmeldingPageType,
    description: 'The unit’s a-meldinger, newest first',
    access: PAYCHECK_READ_ACCESS,
    args: {
      filters: t.arg({ type: FiltersInput }),
      limit: t.arg.int({ defaultValue: 100 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => ameldingReads.list(tx, args.filters ?? {}, pageWindow(args))),
  }),
);

builder.queryField('amelding', (t) =>
  t.field({
    type: AmeldingType,
    access: PAYCHECK_READ_ACCESS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => ameldingReads.find(tx, String(args.id))),
  }),
);

builder.queryField('ameldingMonths', (t) =>
  t.field({
    type: [MonthType],
    description: 'The 12 months of a year with their a-melding state (docs/features.md)',
    access: PAYCHECK_READ_ACCESS,
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx) => ameldingReads.months(tx, args.year, ctx.services.clock.now(), localeOfUser(ctx))),
  }),
);

builder.queryField('ameldingPreview', (t) =>
  t.field({
    type: PreviewType,
    access: PAYCHECK_READ_ACCESS,
    args: {
      year: t.arg.int({ required: true }),
      month: t.arg.int({ required: true }),
      replacesId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        ameldingReads.preview(
          tx,
          actorOf(ctx, unitId),
          { year: args.year, month: args.month, replacesId: args.replacesId == null ? null : String(args.replacesId) },
          localeOfUser(ctx),
        ),
      ),
  }),
);

builder.queryField('taxPreview', (t) =>
  t.field({
    type: TaxPreviewType,
    access: PAYCHECK_READ_ACCESS,
    args: { year: t.arg.int({ required: true }), month: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => ameldingReads.taxPreview(tx, args.year, args.month)),
  }),
);

builder.queryField('nextAmeldingDeadline', (t) =>
  t.field({
    type: DeadlineType,
    nullable: true,
    description: 'The next a-melding deadline to mind (an overdue month first); null without paycheck periods',
    access: PAYCHECK_READ_ACCESS,
    resolve: (_root, _args, ctx) =>
      inUnit(ctx, (tx) => ameldingReads.nextDeadline(tx, ctx.services.clock.now(), localeOfUser(ctx))),
  }),
);

/** A mutation of one message by id; the service opens its own transactions around the call to Skatteetaten. */
const actorFor = (ctx: GraphQLContext) => actorOf(ctx, requireUnit(ctx));

builder.mutationField('sendAmelding', (t) =>
  t.field({
    type: AmeldingType,
    description: 'Sends the month; with replacesId a REPLACEMENT of that message',
    access: AMELDING_ACTION_ACCESS,
    args: {
      year: t.arg.int({ required: true }),
      month: t.arg.int({ required: true }),
      replacesId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      ameldingService.send(ctx.services, actorFor(ctx), {
        year: args.year,
        month: args.month,
        replacesId: args.replacesId == null ? null : String(args.replacesId),
      }),
  }),
);

const byId = (name: string, description: string, work: (ctx: GraphQLContext, id: string) => Promise<AmeldingRow>) =>
  builder.mutationField(name, (t) =>
    t.field({
      type: AmeldingType,
      description,
      access: AMELDING_ACTION_ACCESS,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => work(ctx, String(args.id)),
    }),
  );

byId('cancelAmelding', 'Sends a CANCELLATION replacing the message; answers the new message', (ctx, id) =>
  ameldingService.cancel(ctx.services, actorFor(ctx), id),
);
byId('resendAmelding', 'Sends a FAILED_SENDING message again with the same idempotency key', (ctx, id) =>
  ameldingService.resend(ctx.services, actorFor(ctx), id),
);
byId('checkAmeldingStatus', 'Asks Skatteetaten whether the feedback is ready', (ctx, id) =>
  ameldingService.checkStatus(ctx.services, actorFor(ctx), id),
);
byId('fetchAmeldingFeedback', 'Fetches and reads the feedback', (ctx, id) =>
  ameldingService.fetchFeedback(ctx.services, actorFor(ctx), id),
);
byId('archiveAmelding', 'Hides the message from the list; it keeps its status', (ctx, id) =>
  inUnit(ctx, (tx, unitId) => ameldingService.archive(tx, actorOf(ctx, unitId), id)),
);
