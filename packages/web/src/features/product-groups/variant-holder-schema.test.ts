import { describe, expect, it } from 'vitest';
import { decodeFailure } from '../../ui/validation';
import { variantHolderSchema } from './VariantHoldersSection';

const errorsOf = (values: unknown) => {
  const result = variantHolderSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), decodeFailure(issue.message)?.key]);
};

describe('the variant group popup rules (same as the server)', () => {
  it('requires name, attribute and each variant name, and marks a repeated variant name as taken', () => {
    expect(
      errorsOf({
        name: '',
        attributeName: '',
        description: null,
        parentGroupId: null,
        variants: [
          { variantId: null, name: 'M' },
          { variantId: null, name: '' },
          { variantId: null, name: 'm' },
        ],
      }),
    ).toEqual([
      ['name', 'required'],
      ['attributeName', 'required'],
      ['variants.1.name', 'required'],
      ['variants.2.name', 'taken'],
    ]);
  });

  it('accepts Ullgenser by Størrelse with S, M, L and XL', () => {
    expect(
      errorsOf({
        name: 'Ullgenser',
        attributeName: 'Størrelse',
        description: null,
        parentGroupId: null,
        variants: ['S', 'M', 'L', 'XL'].map((name) => ({ variantId: null, name })),
      }),
    ).toEqual([]);
  });
});
