import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit } from '../../graphql/context.js';
import { userNameOf } from '../../graphql/loaders.js';
import { StoredFileType } from '../files/schema.js';
import { createUnitExport, findUnitExport, LISTED_EXPORTS, listUnitExports, type UnitExportView } from './service.js';
import { UNIT_EXPORT_STATUSES } from './tables.js';

/**
 * The export holds everything of the unit, salaries and personal numbers included: only an owner may make or
 * see one (canUpdateAdmin, the flag administrators lack).
 */
const EXPORT_ACCESS = access.flags('canUpdateAdmin');

const UnitExportStatusEnum = builder.enumType('UnitExportStatus', {
  description: 'QUEUED: waiting for the job; RUNNING: being made (done of total); DONE: the file is ready; FAILED',
  values: UNIT_EXPORT_STATUSES,
});

const UnitExportType = builder.objectRef<UnitExportView>('UnitExport').implement({
  description:
    "An export of all the unit's data as one ZIP archive (every table as CSV and JSON, the documents' PDFs and " +
    'EHF files, the stored files, a README), made by a background job',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: UnitExportStatusEnum, resolve: (row) => row.status }),
    done: t.exposeInt('done', { description: 'Steps done (a table, a document or a file each)' }),
    total: t.exposeInt('total', { description: 'Steps in all; 0 until the job has started' }),
    error: t.exposeString('error', { nullable: true, description: 'Why a FAILED export failed' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    createdByName: t.string({
      nullable: true,
      resolve: async (row, _args, ctx) => (await userNameOf(ctx, row.createdById))?.name ?? null,
    }),
    file: t.field({
      type: StoredFileType,
      nullable: true,
      description: 'The archive when DONE; its url is a signed download link valid for an hour or two',
      resolve: (row) => row.file,
    }),
  }),
});

builder.queryField('unitExports', (t) =>
  t.field({
    type: [UnitExportType],
    description: `The unit's latest ${LISTED_EXPORTS} data exports, newest first, with their progress. canUpdateAdmin (owners)`,
    access: EXPORT_ACCESS,
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx) => listUnitExports(tx)),
  }),
);

builder.queryField('unitExport', (t) =>
  t.field({
    type: UnitExportType,
    description: "One data export with its progress; another unit's is NOT_FOUND. canUpdateAdmin (owners)",
    args: { id: t.arg.id({ required: true }) },
    access: EXPORT_ACCESS,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => findUnitExport(tx, String(id))),
  }),
);

builder.mutationField('createUnitExport', (t) =>
  t.field({
    type: UnitExportType,
    description:
      "Starts an export of all the unit's data, made in the background; while one is queued or running, answers " +
      'that one. canUpdateAdmin (owners)',
    access: EXPORT_ACCESS,
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => createUnitExport(tx, actorOf(ctx, unitId))),
  }),
);
