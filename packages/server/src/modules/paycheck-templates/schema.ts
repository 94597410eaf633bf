// Each employee's paycheck template (its lines per work relation) in GraphQL.
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { related } from '../../graphql/loaders.js';
import { CarObjectType } from '../cars/schema.js';
import { cars } from '../cars/tables.js';
import { DepartmentType } from '../departments/schema.js';
import { departments } from '../departments/tables.js';
import { ProjectType } from '../projects/schema.js';
import { projects } from '../projects/tables.js';
import { plainFigure } from './figures.js';
import {
  paycheckTemplateService,
  type PaycheckTemplateView,
  type TemplateLineInput,
  type TemplateLineRow,
  type TemplateWorkRelation,
} from './template-service.js';
import { mainPaycheckLineTemplates } from './tables.js';

import { FLAG, MainPaycheckLineTemplateType, SALARIES } from './main-templates-schema.js';

const PaycheckTemplateWorkRelationType = builder
  .objectRef<TemplateWorkRelation>('PaycheckTemplateWorkRelation')
  .implement({
    description: 'The work relation a paycheck template belongs to, with the employee\u2019s name',
    fields: (t) => ({
      id: t.exposeID('id'),
      employeeName: t.exposeString('employeeName'),
      startDate: t.expose('startDate', { type: 'Date' }),
      endDate: t.expose('endDate', { type: 'Date', nullable: true }),
    }),
  });

const PaycheckTemplateLineType = builder.objectRef<TemplateLineRow>('PaycheckTemplateLine').implement({
  description: 'A line of a paycheck template: a main template with its own figures and dimensions',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    mainTemplate: t.field({
      type: MainPaycheckLineTemplateType,
      // The reference is a foreign key within the unit: the main template is there.
      resolve: async (line, _args, ctx) => (await related(ctx, mainPaycheckLineTemplates, line.mainTemplateId))!,
    }),
    description: t.exposeString('description', { nullable: true }),
    quantity: t.field({ type: 'Decimal', nullable: true, resolve: (line) => plainFigure(line.quantity) }),
    rate: t.field({ type: 'Decimal', nullable: true, resolve: (line) => plainFigure(line.rate) }),
    sum: t.field({ type: 'Decimal', nullable: true, resolve: (line) => plainFigure(line.sum) }),
    car: t.field({
      type: CarObjectType,
      nullable: true,
      resolve: (line, _args, ctx) => related(ctx, cars, line.carId),
    }),
    project: t.field({
      type: ProjectType,
      nullable: true,
      resolve: (line, _args, ctx) => related(ctx, projects, line.projectId),
    }),
    department: t.field({
      type: DepartmentType,
      nullable: true,
      resolve: (line, _args, ctx) => related(ctx, departments, line.departmentId),
    }),
  }),
});

const PaycheckTemplateType = builder.objectRef<PaycheckTemplateView>('PaycheckTemplate').implement({
  description: 'The company template (workRelation null) or one work relation\u2019s template',
  fields: (t) => ({
    workRelation: t.field({
      type: PaycheckTemplateWorkRelationType,
      nullable: true,
      resolve: (template) => template.workRelation,
    }),
    lines: t.field({ type: [PaycheckTemplateLineType], resolve: (template) => template.lines }),
  }),
});

const PaycheckTemplateLineInput = builder.inputType('PaycheckTemplateLineInput', {
  fields: (t) => ({
    id: t.id({ description: 'A line of this template to keep; left out for a new one' }),
    mainTemplateId: t.id({ required: true, description: 'An active main template of the unit' }),
    description: t.string(),
    quantity: t.field({ type: 'Decimal' }),
    rate: t.field({ type: 'Decimal' }),
    sum: t.field({ type: 'Decimal', description: 'Ignored when quantity and rate are both given: their product' }),
    carId: t.id({ description: 'Only when the main template allows overwriting the car' }),
    projectId: t.id({ description: 'Only when the main template allows overwriting the project' }),
    departmentId: t.id({ description: 'Only when the main template allows overwriting the department' }),
  }),
});

const SimplifiedPaycheckTemplateLineInput = builder.inputType('SimplifiedPaycheckTemplateLineInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'A line of the template whose main template is editableFromEmployeePage' }),
    quantity: t.field({ type: 'Decimal' }),
    rate: t.field({ type: 'Decimal' }),
    sum: t.field({ type: 'Decimal' }),
  }),
});

const optionalId = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

function lineInput(line: typeof PaycheckTemplateLineInput.$inferInput): TemplateLineInput {
  return {
    ...line,
    id: optionalId(line.id),
    mainTemplateId: String(line.mainTemplateId),
    carId: optionalId(line.carId),
    projectId: optionalId(line.projectId),
    departmentId: optionalId(line.departmentId),
  };
}

const relationIdOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

builder.queryField('paycheckTemplate', (t) =>
  t.field({
    type: PaycheckTemplateType,
    description: 'The company template (workRelationId left out) or a work relation\u2019s; needs canViewSalaries',
    args: { workRelationId: t.arg.id() },
    access: access.flags(SALARIES),
    resolve: (_root, { workRelationId }, ctx) =>
      inUnit(ctx, (tx) => paycheckTemplateService.read(tx, relationIdOf(workRelationId))),
  }),
);

builder.mutationField('savePaycheckTemplate', (t) =>
  t.field({
    type: PaycheckTemplateType,
    description:
      'Replaces the template\u2019s lines in one transaction: lines with an id kept, new ones added, missing ones removed. ' +
      'Needs canEditEmployees and canViewSalaries',
    args: {
      workRelationId: t.arg.id(),
      lines: t.arg({ type: [PaycheckTemplateLineInput], required: true }),
    },
    access: access.flags(FLAG, SALARIES),
    resolve: (_root, { workRelationId, lines }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckTemplateService.save(tx, actorOf(ctx, unitId), relationIdOf(workRelationId), lines.map(lineInput)),
      ),
  }),
);

builder.mutationField('saveSimplifiedPaycheckTemplate', (t) =>
  t.field({
    type: PaycheckTemplateType,
    description:
      'Changes the figures of the lines editable from the employee page; other lines stay. Needs canEditEmployees and canViewSalaries',
    args: {
      workRelationId: t.arg.id({ required: true }),
      lines: t.arg({ type: [SimplifiedPaycheckTemplateLineInput], required: true }),
    },
    access: access.flags(FLAG, SALARIES),
    resolve: (_root, { workRelationId, lines }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        paycheckTemplateService.saveSimplified(
          tx,
          actorOf(ctx, unitId),
          String(workRelationId),
          lines.map((line) => ({ ...line, id: String(line.id) })),
        ),
      ),
  }),
);
