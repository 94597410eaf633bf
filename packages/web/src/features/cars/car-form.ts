import { z } from 'zod/mini';
import { carRuleMap, formatRegistrationNumber, type CarValues } from '@fjord/domain';
import type { CarInput, CarsQuery } from '../../gql/graphql';
import { toZodSchema } from '../../ui/validation';

export type CarRow = CarsQuery['cars']['items'][number];

/** The popup's values: the domain's CarValues (the server checks the same rules). */
export type CarFormValues = CarValues;

export const newCarValues = (): CarFormValues => ({
  name: '',
  description: null,
  carType: null,
  fuel: null,
  modelYear: null,
  purchasedDate: null,
  purchasedPrice: null,
  norwegianListPriceAsNew: null,
  seats: null,
  soldDate: null,
  soldPrice: null,
  enableVat: true,
  carRegistrations: [{ id: null, registrationNumber: '' }],
});

export function carFormValues(row: CarRow): CarFormValues {
  return {
    name: row.name,
    description: row.description ?? null,
    carType: row.carType ?? null,
    fuel: row.fuel ?? null,
    modelYear: row.modelYear ?? null,
    purchasedDate: row.purchasedDate ?? null,
    purchasedPrice: row.purchasedPrice ?? null,
    norwegianListPriceAsNew: row.norwegianListPriceAsNew ?? null,
    seats: row.seats ?? null,
    soldDate: row.soldDate ?? null,
    soldPrice: row.soldPrice ?? null,
    enableVat: row.enableVat,
    carRegistrations: row.carRegistrations.map((registration) => ({
      id: registration.id,
      registrationNumber: formatRegistrationNumber(registration.registrationNumber),
    })),
  };
}

/** What the server takes: blanks as null; registrations keep their ids so products keep pointing at them. */
export function carInput(values: CarFormValues): CarInput {
  return {
    name: values.name,
    description: values.description?.trim() ? values.description : null,
    carType: values.carType,
    fuel: values.fuel,
    modelYear: values.modelYear,
    purchasedDate: values.purchasedDate || null,
    purchasedPrice: values.purchasedPrice,
    norwegianListPriceAsNew: values.norwegianListPriceAsNew,
    seats: values.seats,
    soldDate: values.soldDate || null,
    soldPrice: values.soldPrice,
    enableVat: values.enableVat,
    carRegistrations: values.carRegistrations.map((row) =>
      row.id
        ? { id: row.id, registrationNumber: row.registrationNumber }
        : { registrationNumber: row.registrationNumber },
    ),
  };
}

/**
 * The domain's rule map for as many registration rows as the form has (carRuleMap), so each
 * row's plate is checked on its own field.
 */
export const carSchema = z
  .custom<CarFormValues>((value) => typeof value === 'object' && value !== null)
  .check(
    z.superRefine((values, issues) => {
      const result = toZodSchema<CarFormValues>(carRuleMap(values.carRegistrations?.length ?? 0)).safeParse(values);
      if (result.success) return;
      for (const issue of result.error.issues)
        issues.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );
