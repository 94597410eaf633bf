import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { formErrorText } from '../../ui/forms';
import { carFormValues, carInput, carSchema, newCarValues, type CarRow } from './car-form';

const nb = i18n.getFixedT('nb');

const row: CarRow = {
  id: 'c1',
  name: 'Tesla Model Y',
  description: null,
  carType: 'PERSONAL' as CarRow['carType'],
  fuel: 'ELECTRONIC' as CarRow['fuel'],
  modelYear: 2023,
  purchasedDate: '2023-03-14',
  purchasedPrice: '499990.00',
  norwegianListPriceAsNew: null,
  seats: 5,
  soldDate: null,
  soldPrice: null,
  enableVat: true,
  carRegistrations: [{ id: 'r1', registrationNumber: 'EL12345' }],
};

describe('the car form', () => {
  it('shows stored plates with their space and sends them back with their ids', () => {
    const values = carFormValues(row);
    expect(values.carRegistrations).toEqual([{ id: 'r1', registrationNumber: 'EL 12345' }]);
    const input = carInput({
      ...values,
      carRegistrations: [...values.carRegistrations, { id: null, registrationNumber: 'ab 1234' }],
    });
    expect(input.carRegistrations).toEqual([
      { id: 'r1', registrationNumber: 'EL 12345' },
      { registrationNumber: 'ab 1234' },
    ]);
  });

  it('checks each registration row on its own field', () => {
    const result = carSchema.safeParse({
      ...newCarValues(),
      name: 'Varebil',
      carRegistrations: [
        { id: null, registrationNumber: 'EK 45678' },
        { id: null, registrationNumber: 'AB#1' },
        { id: null, registrationNumber: 'ek45678' },
      ],
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      result.error!.issues.map((issue) => [
        issue.path.join('.'),
        formErrorText(nb, issue.message, 'Registreringsnummer'),
      ]),
    );
    expect(byPath).toEqual({
      'carRegistrations.1.registrationNumber': 'Skriv et registreringsnummer med bokstaver og sifre, f.eks. EL 12345',
      'carRegistrations.2.registrationNumber': 'Registreringsnummer er allerede i bruk',
    });
  });

  it('needs a name and a sold date on or after the purchase date', () => {
    const result = carSchema.safeParse({
      ...newCarValues(),
      carRegistrations: [],
      purchasedDate: '2024-01-02',
      soldDate: '2024-01-01',
    });
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'soldDate']);
  });
});
