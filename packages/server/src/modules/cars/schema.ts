import { CAR_FUELS, CAR_TYPES } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, requireUnit, actorOf, todayOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { UnitType } from '../units/types.js';
import { CAR_ORDER_BY, carService, registrationsOf, type CarRegistrationRow, type CarRow } from './service.js';
import { governmentCarSearch, type VehicleInfo } from './vehicle-registry/index.js';

const FLAG = 'canAdminUnitEntities';

export const CarTypeEnum = builder.enumType('CarType', { values: CAR_TYPES });
export const CarFuelEnum = builder.enumType('CarFuel', {
  description: 'ELECTRONIC is the spec\u2019s name for an electric vehicle',
  values: CAR_FUELS,
});

export const CarRegistrationType = builder.objectRef<CarRegistrationRow>('CarRegistration').implement({
  description: 'A registration number (plate) of a car, normalised: upper case without spaces',
  fields: (t) => ({
    id: t.exposeID('id'),
    registrationNumber: t.exposeString('registrationNumber'),
  }),
});

export const CarObjectType = builder.objectRef<CarRow>('Car').implement({
  description: 'A vehicle of the unit',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    carType: t.field({ type: CarTypeEnum, nullable: true, resolve: (car) => car.carType as never }),
    fuel: t.field({ type: CarFuelEnum, nullable: true, resolve: (car) => car.fuel as never }),
    modelYear: t.exposeInt('modelYear', { nullable: true }),
    purchasedDate: t.expose('purchasedDate', { type: 'Date', nullable: true }),
    purchasedPrice: t.expose('purchasedPrice', { type: 'Decimal', nullable: true }),
    norwegianListPriceAsNew: t.expose('norwegianListPriceAsNew', { type: 'Decimal', nullable: true }),
    seats: t.exposeInt('seats', { nullable: true }),
    soldDate: t.expose('soldDate', { type: 'Date', nullable: true }),
    soldPrice: t.expose('soldPrice', { type: 'Decimal', nullable: true }),
    enableVat: t.exposeBoolean('enableVat'),
    carRegistrations: t.field({
      type: [CarRegistrationType],
      resolve: (car, _args, ctx) =>
        car.carRegistrations ??
        ctx.loaders
          .get('car:registrations', async (tx, _unitId, ids: readonly string[]) => {
            const found = await registrationsOf(tx, ids);
            return ids.map((id) => found.get(id)!);
          })
          .load(car.id),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CarRegistrationInput = builder.inputType('CarRegistrationInput', {
  fields: (t) => ({
    id: t.id({ description: 'A registration of this car to keep (and renumber); left out for a new one' }),
    registrationNumber: t.string({ required: true }),
  }),
});

const CarInput = builder.inputType('CarInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    carType: t.field({ type: CarTypeEnum }),
    fuel: t.field({ type: CarFuelEnum }),
    modelYear: t.int(),
    purchasedDate: t.field({ type: 'Date' }),
    purchasedPrice: t.field({ type: 'Decimal' }),
    norwegianListPriceAsNew: t.field({ type: 'Decimal' }),
    seats: t.int(),
    soldDate: t.field({ type: 'Date' }),
    soldPrice: t.field({ type: 'Decimal' }),
    enableVat: t.boolean({ description: 'true when left out' }),
    carRegistrations: t.field({
      type: [CarRegistrationInput],
      description:
        'The whole list: rows with an id are kept, rows without one added, the car\u2019s other rows removed; left out on update: unchanged',
    }),
  }),
});

const CarFilters = builder.inputType('CarFilters', {
  fields: (t) => ({
    name: t.string(),
    registrationNumber: t.string(),
    sold: t.boolean({ description: 'true: only cars with a sold date; false: only cars without one' }),
  }),
});

pagedListQuery('cars', {
  description: 'The cars of the current unit',
  item: CarObjectType,
  itemName: 'Car',
  orderBy: orderByEnum('Car', CAR_ORDER_BY),
  defaultOrderBy: 'name',
  defaultDirection: 'ASC',
  filters: CarFilters,
  access: access.member,
  resolve: (request, ctx) => inUnit(ctx, (tx) => carService.list(tx, request)),
});

builder.queryField('car', (t) =>
  t.field({
    type: CarObjectType,
    args: { id: t.arg.id({ required: true }) },
    access: access.member,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => carService.find(tx, String(id))),
  }),
);

builder.mutationField('createCar', (t) =>
  t.field({
    type: CarObjectType,
    args: { input: t.arg({ type: CarInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) => inUnit(ctx, (tx, unitId) => carService.create(tx, actorOf(ctx, unitId), input)),
  }),
);

builder.mutationField('updateCar', (t) =>
  t.field({
    type: CarObjectType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CarInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => carService.update(tx, actorOf(ctx, unitId), String(id), input)),
  }),
);

builder.mutationField('deleteCar', (t) =>
  t.field({
    type: CarObjectType,
    description: 'Deletes the car; one in use is refused (VALIDATION base in_use): set a sold date instead',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => carService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);

/** CurrentUnit (with cars): the unit's cars not sold today; empty for any other unit. */
builder.objectField(UnitType, 'cars', (t) =>
  t.field({
    type: [CarObjectType],
    description: 'The cars not sold as of today (only for the current unit; empty for others)',
    resolve: (unit, _args, ctx) => {
      if (!ctx.unitId || unit.id !== ctx.unitId) return [];
      const today = todayOf(ctx);
      return inUnit(ctx, (tx) => carService.unsold(tx, unit.id, today));
    },
  }),
);

export const VehicleInfoType = builder.objectRef<VehicleInfo>('VehicleInfo').implement({
  description: 'What the national vehicle register says about a plate',
  fields: (t) => ({
    registrationNumber: t.exposeString('registrationNumber'),
    make: t.exposeString('make'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear', { nullable: true }),
    fuel: t.field({ type: CarFuelEnum, nullable: true, resolve: (info) => info.fuel }),
    carType: t.field({ type: CarTypeEnum, nullable: true, resolve: (info) => info.carType }),
    seats: t.exposeInt('seats', { nullable: true }),
    firstRegisteredDate: t.expose('firstRegisteredDate', { type: 'Date', nullable: true }),
    vin: t.exposeString('vin', { nullable: true }),
    norwegianListPriceAsNew: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (info) => info.norwegianListPriceAsNew ?? null,
    }),
  }),
});

builder.queryField('governmentCarSearch', (t) =>
  t.field({
    type: VehicleInfoType,
    nullable: true,
    description:
      'Looks a plate up in the national vehicle register; null when not found. ' +
      'SERVICE_UNAVAILABLE (with a printable message) when the register is down; TOO_MANY_REQUESTS over 30 lookups a minute per unit',
    args: { registrationNumber: t.arg.string({ required: true }) },
    access: access.member,
    resolve: (_root, { registrationNumber }, ctx) =>
      governmentCarSearch(ctx.services, requireUnit(ctx), registrationNumber),
  }),
);
