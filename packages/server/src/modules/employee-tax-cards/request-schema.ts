import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  TAX_CARD_CHANGES,
  TAX_CARD_REQUEST_ACTIONS,
  TAX_CARD_REQUEST_STATUSES,
  type TaxCardTerms,
  type TaxDeductionMethod,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, requireUnit, type GraphQLContext } from '../../graphql/context.js';
import { groupedByKey, userNameOf } from '../../graphql/loaders.js';
import { pageType, pageWindow } from '../../graphql/paging.js';
import { employees } from '../employees/tables.js';
import { PAYROLL_PEOPLE_WRITE } from '../employees/access.js';
import { TaxDeductionMethodEnum } from './schema.js';
import { taxCardRequestResults } from './request-tables.js';
import { checkTaxCardRequest } from './request-work.js';
import {
  archiveTaxCardRequest,
  createTaxCardRequest,
  findTaxCardRequest,
  listTaxCardRequests,
  requestActions,
  type TaxCardRequestResultRow,
  type TaxCardRequestRow,
} from './requests.js';

/** Tax card requests change the employees' cards: canEditEmployees reads and makes them. */
const REQUEST_ACCESS = access.flags(PAYROLL_PEOPLE_WRITE);

type ResultView = TaxCardRequestResultRow & { employeeName: string };

/** Each request's employees' results, by name, for a whole list of requests at once. */
const resultsOf = (ctx: GraphQLContext) =>
  ctx.loaders.get('taxCardRequest:results', async (tx: Tx, unitId: string, ids: readonly string[]) => {
    const rows = await tx
      .select({ result: taxCardRequestResults, firstName: employees.firstName, lastName: employees.lastName })
      .from(taxCardRequestResults)
      .innerJoin(employees, eq(employees.id, taxCardRequestResults.employeeId))
      .where(and(eq(taxCardRequestResults.unitId, unitId), inArray(taxCardRequestResults.requestId, [...ids])))
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
    const views: ResultView[] = rows.map((row) => ({
      ...row.result,
      employeeName: `${row.firstName} ${row.lastName}`,
    }));
    return groupedByKey(ids, views, (view) => view.requestId);
  });

const TaxCardRequestStatusEnum = builder.enumType('TaxCardRequestStatus', {
  description:
    'FAILED_SENDING: the service could not be reached; PENDING: the cards are being fetched; FEEDBACK_READY: every ' +
    'answer is in; RETRIEVED: the answers are applied to the employees\u2019 cards; SOMETHING_WRONG: an answer could not be read',
  values: TAX_CARD_REQUEST_STATUSES,
});
const TaxCardRequestActionEnum = builder.enumType('TaxCardRequestAction', { values: TAX_CARD_REQUEST_ACTIONS });
const TaxCardChangeEnum = builder.enumType('TaxCardChange', {
  description:
    'NEW: the employee had no card for the year; CHANGED: the card differs from the one the employee had; ' +
    'UNCHANGED: the same card again; NONE: the service had no card, and the employee\u2019s card stays as it was',
  values: TAX_CARD_CHANGES,
});

const TaxCardTermsType = builder.objectRef<TaxCardTerms>('TaxCardTerms').implement({
  description: 'What a tax card says the withholding is: the method and its table, percentage or exemption limit',
  fields: (t) => ({
    taxDeductionMethod: t.field({
      type: TaxDeductionMethodEnum,
      resolve: (terms) => terms.taxDeductionMethod as TaxDeductionMethod,
    }),
    taxTable: t.exposeString('taxTable', { nullable: true }),
    taxPercentage: t.expose('taxPercentage', { type: 'Decimal', nullable: true }),
    taxExemptionAmountLimit: t.expose('taxExemptionAmountLimit', { type: 'Decimal', nullable: true }),
  }),
});

const TaxCardRequestResultType = builder.objectRef<ResultView>('TaxCardRequestResult').implement({
  description:
    'One employee in a tax card request: the service\u2019s answer and what it did to the employee\u2019s card',
  fields: (t) => ({
    id: t.exposeID('id'),
    employeeId: t.exposeID('employeeId'),
    employeeName: t.exposeString('employeeName'),
    resultCode: t.exposeString('resultCode', {
      nullable: true,
      description:
        'The service\u2019s result (skattekortopplysningerOK, ikkeSkattekort, ugyldigFoedselsEllerDnummer, …); null until answered',
    }),
    fetchedAt: t.expose('fetchedAt', { type: 'DateTime', nullable: true }),
    before: t.field({
      type: TaxCardTermsType,
      nullable: true,
      description:
        'The employee\u2019s card for the year before the answer was applied; null when none, or not applied yet',
      resolve: (result) => result.before as TaxCardTerms | null,
    }),
    after: t.field({
      type: TaxCardTermsType,
      nullable: true,
      description: 'The card the service answered; null when it had none (or has not answered)',
      resolve: (result) => result.after as TaxCardTerms | null,
    }),
    changed: t.field({
      type: TaxCardChangeEnum,
      nullable: true,
      description: 'How the employee\u2019s card came out; null until applied',
      resolve: (result) => result.changed,
    }),
  }),
});

const TaxCardRequestType = builder.objectRef<TaxCardRequestRow>('TaxCardRequest').implement({
  description: 'A request for the employees\u2019 tax cards of a year (spec: tax report submission)',
  fields: (t) => ({
    id: t.exposeID('id'),
    year: t.exposeInt('year'),
    status: t.field({ type: TaxCardRequestStatusEnum, resolve: (request) => request.status }),
    employeeCount: t.exposeInt('employeeCount'),
    errorMessage: t.exposeString('errorMessage', {
      nullable: true,
      description: 'Why it stopped (FAILED_SENDING, SOMETHING_WRONG), in Norwegian as the service words it',
    }),
    requestedAt: t.expose('requestedAt', { type: 'DateTime' }),
    requestedByName: t.string({
      nullable: true,
      resolve: async (request, _args, ctx) => (await userNameOf(ctx, request.requestedById))?.name ?? null,
    }),
    lastCheckedAt: t.expose('lastCheckedAt', { type: 'DateTime', nullable: true }),
    retrievedAt: t.expose('retrievedAt', { type: 'DateTime', nullable: true }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    actions: t.field({
      type: [TaxCardRequestActionEnum],
      description: 'What the user may do now',
      resolve: (request) => [...requestActions(request)],
    }),
    answeredCount: t.int({
      description: 'Employees the service has answered for',
      resolve: async (request, _args, ctx) =>
        (await resultsOf(ctx).load(request.id)).filter((result) => result.fetchedAt !== null).length,
    }),
    changedCount: t.int({
      description: 'Employees whose card is new or changed',
      resolve: async (request, _args, ctx) =>
        (await resultsOf(ctx).load(request.id)).filter(
          (result) => result.changed === 'NEW' || result.changed === 'CHANGED',
        ).length,
    }),
    results: t.field({
      type: [TaxCardRequestResultType],
      description: 'Each employee\u2019s result, by name',
      resolve: (request, _args, ctx) => resultsOf(ctx).load(request.id),
    }),
  }),
});

const TaxCardRequestPage = pageType('TaxCardRequest', TaxCardRequestType);

builder.queryField('taxCardRequests', (t) =>
  t.field({
    type: TaxCardRequestPage,
    description:
      'The unit\u2019s tax card requests, newest first; archived ones only with archived: true. canEditEmployees',
    args: {
      year: t.arg.int(),
      archived: t.arg.boolean({ defaultValue: false }),
      limit: t.arg.int({ defaultValue: 100 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    access: REQUEST_ACCESS,
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx) => listTaxCardRequests(tx, { year: args.year, archived: args.archived }, pageWindow(args))),
  }),
);

builder.queryField('taxCardRequest', (t) =>
  t.field({
    type: TaxCardRequestType,
    description: 'One tax card request with its results; another unit\u2019s is NOT_FOUND. canEditEmployees',
    args: { id: t.arg.id({ required: true }) },
    access: REQUEST_ACCESS,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => findTaxCardRequest(tx, String(id))),
  }),
);

builder.mutationField('requestTaxCards', (t) =>
  t.field({
    type: TaxCardRequestType,
    description:
      'Asks the Tax Administration for the year\u2019s cards of the employees named, or of every employee with a ' +
      'work relation in the year and a personal number or D-number; answers the request PENDING and fetches and ' +
      'applies the cards in the background. Needs the approved system user (VALIDATION base system_user_not_approved); ' +
      'nobody to ask for: VALIDATION base no_employees. canEditEmployees',
    args: { year: t.arg.int({ required: true }), employeeIds: t.arg.idList() },
    access: REQUEST_ACCESS,
    resolve: (_root, { year, employeeIds }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        createTaxCardRequest(
          tx,
          actorOf(ctx, unitId),
          year,
          employeeIds?.map((id) => String(id)),
        ),
      ),
  }),
);

builder.mutationField('checkTaxCardRequest', (t) =>
  t.field({
    type: TaxCardRequestType,
    description:
      'Does now what the background job has not: fetches the missing answers and applies them (CHECK_STATUS, ' +
      'FETCH_FEEDBACK; again after FAILED_SENDING or SOMETHING_WRONG). Otherwise VALIDATION base invalid_transition. ' +
      'canEditEmployees',
    args: { id: t.arg.id({ required: true }) },
    access: REQUEST_ACCESS,
    resolve: (_root, { id }, ctx) => checkTaxCardRequest(ctx.services, actorOf(ctx, requireUnit(ctx)), String(id)),
  }),
);

builder.mutationField('archiveTaxCardRequest', (t) =>
  t.field({
    type: TaxCardRequestType,
    description:
      'Hides a finished request (FAILED_SENDING, RETRIEVED, SOMETHING_WRONG) from the list; otherwise VALIDATION ' +
      'base invalid_transition. canEditEmployees',
    args: { id: t.arg.id({ required: true }) },
    access: REQUEST_ACCESS,
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => archiveTaxCardRequest(tx, actorOf(ctx, unitId), String(id))),
  }),
);
