import { describe, expect, it } from 'vitest';
import { movedRows } from './moves';

describe('movedRows (what Save on "Organiser produktgrupper" sends)', () => {
  const saved = [
    { id: 'friluft', parentGroupId: null },
    { id: 'telt', parentGroupId: 'friluft' },
    { id: 'kniver', parentGroupId: 'kjokken' },
  ];

  it('sends only the groups whose parent changed, an emptied choice as the top level', () => {
    const current = [
      { id: 'friluft', parentGroupId: 'telt' },
      { id: 'telt', parentGroupId: '' },
      { id: 'kniver', parentGroupId: 'kjokken' },
    ];
    expect(movedRows(saved, current)).toEqual([
      { id: 'friluft', parentGroupId: 'telt' },
      { id: 'telt', parentGroupId: null },
    ]);
  });

  it('sends nothing when every parent is back to the saved one', () => {
    expect(
      movedRows(
        saved,
        saved.map((row) => ({ ...row })),
      ),
    ).toEqual([]);
  });
});
