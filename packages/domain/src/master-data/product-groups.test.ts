import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import { validate } from '../validation/rules.js';
import {
  duplicateVariantNames,
  PRODUCT_GROUP_RULES,
  VARIANT_HOLDER_RULES,
  VARIANT_RULES,
  variantHolderRules,
} from './product-groups.js';

describe('product group rules', () => {
  it('requires a name of at most 100 characters', () => {
    expect(fieldProblems({ name: ' ', description: null }, PRODUCT_GROUP_RULES)).toEqual([
      { attribute: 'name', type: 'blank' },
    ]);
    expect(fieldProblems({ name: 'x'.repeat(101), description: null }, PRODUCT_GROUP_RULES)).toEqual([
      { attribute: 'name', type: 'too_long', params: { count: 100 } },
    ]);
    expect(fieldProblems({ name: 'Friluft', description: 'Telt, sovposer og tilbehør' }, PRODUCT_GROUP_RULES)).toEqual(
      [],
    );
  });
});

describe('variant holder rules', () => {
  it('requires a name and an attribute name', () => {
    const values = { name: '', attributeName: '', description: null, variants: [] };
    expect(fieldProblems(values, VARIANT_HOLDER_RULES)).toEqual([
      { attribute: 'name', type: 'blank' },
      { attribute: 'attributeName', type: 'blank' },
    ]);
    expect(fieldProblems({ ...values, name: 'Ullgenser', attributeName: 'Størrelse' }, VARIANT_HOLDER_RULES)).toEqual(
      [],
    );
  });

  it('requires each variant to have a name', () => {
    expect(validate(' ', VARIANT_RULES.name)?.key).toBe('required');
    expect(validate('XL', VARIANT_RULES.name)).toBeNull();
  });

  it('names each variant row as the form does', () => {
    expect(Object.keys(variantHolderRules(2))).toEqual([
      'name',
      'attributeName',
      'description',
      'variants',
      'variants.0.name',
      'variants.1.name',
    ]);
  });
});

describe('duplicateVariantNames', () => {
  it('answers the rows repeating an earlier name, ignoring case and spaces', () => {
    expect(
      duplicateVariantNames([{ name: 'S' }, { name: 'M' }, { name: ' m ' }, { name: 'L' }, { name: 'S' }]),
    ).toEqual([2, 4]);
  });

  it('leaves blank rows to the required rule', () => {
    expect(duplicateVariantNames([{ name: '' }, { name: ' ' }])).toEqual([]);
  });
});
