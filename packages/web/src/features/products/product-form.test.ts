import { describe, expect, it } from 'vitest';
import { decodeFailure } from '../../ui/validation';
import {
  liveMargin,
  newProductValues,
  priceText,
  productFormValues,
  productInput,
  productSchema,
  type ProductFormValues,
  type ProductRecord,
} from './product-form';

const saved: ProductRecord = {
  id: 'p1',
  number: '1001',
  name: 'Stekepanne 28 cm',
  description: null,
  unitOfMeasureCode: 'EA',
  vatRateSymbol: 'STANDARD',
  taxExemptionReason: null,
  productGroupId: 'g1',
  supplierUnitId: 'u1',
  supplierUnit: { id: 'u1', name: 'Jernia Engros AS' },
  suppliersProductNumber: null,
  projectId: null,
  departmentId: 'd1',
  carRegistrationId: null,
  prices: [{ validFrom: '2026-01-01', validTo: null, purchasePrice: '312.5000', salePrice: '549.1250' }],
  activePeriods: [{ activeFrom: '2024-01-01', activeTo: null }],
  images: [{ signedBlobId: 'f1', fileName: 'panne.png', contentType: 'image/png', size: 70, url: '/files/f1' }],
};

function issues(values: ProductFormValues) {
  const result = productSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the product form', () => {
  it('starts a new product per piece at the standard rate, active and priced from today', () => {
    expect(newProductValues('2026-11-21')).toMatchObject({
      unitOfMeasureCode: 'EA',
      vatRateSymbol: 'STANDARD',
      prices: [{ validFrom: '2026-11-21', validTo: null, purchasePrice: '0', salePrice: '0' }],
      activePeriods: [{ activeFrom: '2026-11-21', activeTo: null }],
      images: [],
    });
  });

  it('edits a saved product with its prices shown in øre unless more decimals were given', () => {
    const values = productFormValues(saved);
    expect(values.prices[0]).toEqual({
      validFrom: '2026-01-01',
      validTo: null,
      purchasePrice: '312.50',
      salePrice: '549.125',
    });
    expect(values.description).toBe('');
    expect(priceText('0.0000')).toBe('0.00');
  });

  it('sends blank texts as null, and only the images that were not removed', () => {
    const values = productFormValues(saved);
    values.images = [...values.images, { ...values.images[0]!, signedBlobId: 'f2', _destroy: true }];
    values.activePeriods[0]!.activeTo = '';
    expect(productInput(values)).toMatchObject({
      number: '1001',
      description: null,
      taxExemptionReason: null,
      supplierUnitId: 'u1',
      activePeriods: [{ activeFrom: '2024-01-01', activeTo: null }],
      imageIds: ['f1'],
    });
  });

  it('checks the shared rules on the fields of the rows', () => {
    const values = newProductValues('2026-11-21');
    values.vatRateSymbol = 'ZERO';
    values.prices = [
      { validFrom: '2026-01-01', validTo: '2025-12-31', purchasePrice: '1', salePrice: '2' },
      { validFrom: '2026-06-01', validTo: null, purchasePrice: '1', salePrice: '2' },
    ];
    const found = issues(values);
    expect(found.map((issue) => issue.path)).toEqual(['number', 'name', 'taxExemptionReason', 'prices.0.validTo']);
    expect(decodeFailure(found[0]!.message)?.key).toBe('required');
    expect(found[2]!.message).toContain('products:validation.taxExemptionReason');
  });

  it('words overlapping price periods with its own text', () => {
    const values = { ...newProductValues('2026-11-21'), number: '1001', name: 'Panne' };
    values.prices = [
      { validFrom: '2026-01-01', validTo: null, purchasePrice: '1', salePrice: '2' },
      { validFrom: '2026-06-01', validTo: null, purchasePrice: '1', salePrice: '2' },
    ];
    expect(issues(values)).toEqual([{ path: 'prices', message: expect.stringContaining('pricesOverlap') }]);
  });

  it('shows the margin of a row once both prices are numbers', () => {
    expect(liveMargin({ purchasePrice: '312.50', salePrice: '549' })?.amount.toString()).toBe('236.5');
    expect(liveMargin({ purchasePrice: '', salePrice: '549' })).toBeNull();
  });
});
