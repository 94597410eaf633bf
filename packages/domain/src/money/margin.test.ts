import { describe, expect, it } from 'vitest';
import { contributionMargin } from './margin.js';

describe('contributionMargin', () => {
  it.each([
    ['100', '60', '40', '40'],
    ['199.90', '120', '79.9', '39.97'],
    ['3', '1', '2', '66.67'],
    ['100', '150', '-50', '-50'],
    ['100', '0', '100', '100'],
    ['1 249,00', '874,30', '374.7', '30'],
  ])('sale %s, purchase %s: %s (%s %%)', (sale, purchase, amount, percent) => {
    const margin = contributionMargin(sale, purchase);
    expect(margin.amount.toString()).toBe(amount);
    expect(margin.percent?.toString()).toBe(percent);
  });

  it('has no percent when the sale price is 0', () => {
    const margin = contributionMargin('0', '25');
    expect(margin.amount.toString()).toBe('-25');
    expect(margin.percent).toBeNull();
  });
});
