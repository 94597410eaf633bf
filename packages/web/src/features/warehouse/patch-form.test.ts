import { describe, expect, it } from 'vitest';
import {
  countDifference,
  countInput,
  countLines,
  countSchema,
  lineWithProduct,
  newPatchLine,
  newPatchValues,
  patchFormValues,
  patchInput,
  patchSchema,
  type CountFormValues,
  type ExpectedProduct,
  type SavedPatch,
} from './patch-form';

const saved: SavedPatch = {
  id: 'p1',
  date: '2026-03-02',
  comment: 'Levering',
  checkpoint: false,
  supplierUnitId: 's1',
  supplierUnit: { id: 's1', name: 'Leverandør AS' },
  createdAt: '2026-03-02T10:00:00Z',
  createdBy: { id: 'u1', name: 'Demo' },
  lines: [
    { id: 'l1', productId: 'a', productNumber: '1001', productName: 'Telt', purchasePrice: '100.0000', quantity: '5' },
    { id: 'l2', productId: 'b', productNumber: '1002', productName: 'Sekk', purchasePrice: '50.0000', quantity: '-1' },
  ],
};

const expected = (productId: string, expectedQuantity: string, purchasePrice = '10'): ExpectedProduct => ({
  productId,
  productNumber: `N${productId}`,
  productName: `Vare ${productId}`,
  unitOfMeasureCode: 'EA',
  expectedQuantity,
  purchasePrice,
});

describe('patchInput', () => {
  it('creates a patch with its supplier, kind and every line', () => {
    const values = { ...newPatchValues('2026-03-03'), supplierUnitId: 's1', comment: '  ' };
    values.lines = [{ ...newPatchLine(), productId: 'a', purchasePrice: '12', quantity: '-2' }];
    expect(patchInput(values, { checkpoint: false })).toEqual({
      date: '2026-03-03',
      comment: null,
      supplierUnitId: 's1',
      checkpoint: false,
      lines: [{ productId: 'a', purchasePrice: '12', quantity: '-2' }],
    });
  });

  it('updates the kept lines by id, adds new ones and destroys the removed ones last', () => {
    const values = patchFormValues(saved);
    values.lines = [
      { ...values.lines[1]!, quantity: '-3' },
      { ...newPatchLine(), productId: 'c', purchasePrice: '7', quantity: '4' },
    ];
    expect(patchInput(values, { checkpoint: false, saved })).toEqual({
      date: '2026-03-02',
      comment: 'Levering',
      lines: [
        { id: 'l2', productId: 'b', purchasePrice: '50.0000', quantity: '-3' },
        { productId: 'c', purchasePrice: '7', quantity: '4' },
        { id: 'l1', destroy: true },
      ],
    });
  });
});

describe('lineWithProduct', () => {
  it('takes the product and its purchase price, and keeps the quantity typed', () => {
    const line = { ...newPatchLine(), quantity: '3' };
    expect(lineWithProduct(line, expected('a', '2', '99.5'))).toEqual({
      id: null,
      productId: 'a',
      productLabel: 'Na Vare a',
      purchasePrice: '99.5',
      quantity: '3',
    });
  });
});

describe('the full count', () => {
  it('lists the expected quantities, and keeps what was counted for a product still listed', () => {
    const first = countLines([expected('a', '5'), expected('b', '2')]);
    expect(first.map((line) => line.quantity)).toEqual(['5', '2']);
    const typed = [{ ...first[0]!, quantity: '4' }, first[1]!];
    const again = countLines([expected('a', '6'), expected('b', '3'), expected('c', '0')], typed);
    expect(again.map((line) => [line.productId, line.expectedQuantity, line.quantity])).toEqual([
      ['a', '6', '4'],
      ['b', '3', '3'],
      ['c', '0', '0'],
    ]);
  });

  it('shows counted less expected, nothing while the count is blank or unreadable', () => {
    expect(countDifference({ expectedQuantity: '5', quantity: '3.5' })).toBe('-1.5');
    expect(countDifference({ expectedQuantity: '-2', quantity: '0' })).toBe('2');
    expect(countDifference({ expectedQuantity: '5', quantity: '5' })).toBe('0');
    expect(countDifference({ expectedQuantity: '5', quantity: '' })).toBeNull();
    expect(countDifference({ expectedQuantity: '5', quantity: 'x' })).toBeNull();
  });

  it('saves a checkpoint with every listed line', () => {
    const values: CountFormValues = {
      date: '2026-03-03',
      supplierUnitId: 's1',
      comment: '',
      lines: countLines([expected('a', '5'), expected('b', '2', '3')]),
    };
    expect(countInput(values)).toEqual({
      date: '2026-03-03',
      comment: null,
      supplierUnitId: 's1',
      checkpoint: true,
      lines: [
        { productId: 'a', purchasePrice: '10', quantity: '5' },
        { productId: 'b', purchasePrice: '3', quantity: '2' },
      ],
    });
  });
});

describe('the rules', () => {
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

  it('lets a patch line be negative but not a counted one', () => {
    const values = patchFormValues(saved);
    expect(issuesOf(patchSchema(false).safeParse(values))).toEqual([]);
    expect(issuesOf(patchSchema(true).safeParse(values))).toEqual(['lines.1.quantity']);
  });

  it('asks for a date, a supplier, at least one line and each line’s product and quantity', () => {
    const values = { ...newPatchValues('2026-03-03'), date: null };
    expect(issuesOf(patchSchema(false).safeParse(values)).sort()).toEqual(
      ['date', 'lines.0.productId', 'lines.0.purchasePrice', 'lines.0.quantity', 'supplierUnitId'].sort(),
    );
    expect(issuesOf(patchSchema(false).safeParse({ ...values, lines: [] }))).toContain('lines');
  });

  it('refuses a negative count on its line', () => {
    const values: CountFormValues = {
      date: '2026-03-03',
      supplierUnitId: 's1',
      comment: '',
      lines: countLines([expected('a', '-2'), expected('b', '1')]),
    };
    expect(issuesOf(countSchema.safeParse(values))).toEqual(['lines.0.quantity']);
  });
});
