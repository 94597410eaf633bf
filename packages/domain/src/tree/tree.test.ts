import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  applyMoves,
  cyclicMoves,
  depthFirstOrder,
  descendantsOf,
  pathOf,
  wouldCreateCycle,
  type TreeNode,
} from './tree.js';

// Food ─┬─ Dairy ─── Cheese
//       └─ Bakery
// Tools
const groups: (TreeNode & { name: string })[] = [
  { id: 'cheese', parentId: 'dairy', name: 'Cheese' },
  { id: 'food', parentId: null, name: 'Food' },
  { id: 'tools', parentId: null, name: 'Tools' },
  { id: 'dairy', parentId: 'food', name: 'Dairy' },
  { id: 'bakery', parentId: 'food', name: 'Bakery' },
];

// a → b → c → a, and d under c; nothing reaches them from a root.
const looped: TreeNode[] = [
  { id: 'a', parentId: 'c' },
  { id: 'b', parentId: 'a' },
  { id: 'c', parentId: 'b' },
  { id: 'd', parentId: 'c' },
  { id: 'root', parentId: null },
];

describe('wouldCreateCycle', () => {
  it('forbids a group as its own parent', () => {
    expect(wouldCreateCycle(groups, 'food', 'food')).toBe(true);
  });

  it('forbids a child or grandchild as parent', () => {
    expect(wouldCreateCycle(groups, 'food', 'dairy')).toBe(true);
    expect(wouldCreateCycle(groups, 'food', 'cheese')).toBe(true);
  });

  it('allows an unrelated move, a move to a sibling and a move to the root', () => {
    expect(wouldCreateCycle(groups, 'dairy', 'tools')).toBe(false);
    expect(wouldCreateCycle(groups, 'cheese', 'bakery')).toBe(false);
    expect(wouldCreateCycle(groups, 'cheese', 'food')).toBe(false);
    expect(wouldCreateCycle(groups, 'dairy', null)).toBe(false);
  });

  it('allows a parent that is not in the list (existence is checked elsewhere)', () => {
    expect(wouldCreateCycle(groups, 'dairy', 'unknown')).toBe(false);
  });

  it('terminates on data that already holds a cycle', () => {
    expect(wouldCreateCycle(looped, 'root', 'd')).toBe(false);
    expect(wouldCreateCycle(looped, 'a', 'd')).toBe(true);
  });
});

describe('ancestorsOf', () => {
  it('lists nearest first up to the root', () => {
    expect(ancestorsOf(groups, 'cheese')).toEqual(['dairy', 'food']);
    expect(ancestorsOf(groups, 'food')).toEqual([]);
    expect(ancestorsOf(groups, 'unknown')).toEqual([]);
  });

  it('stops at an existing cycle', () => {
    expect(ancestorsOf(looped, 'd')).toEqual(['c', 'b', 'a']);
    expect(ancestorsOf(looped, 'a')).toEqual(['c', 'b']);
  });
});

describe('descendantsOf', () => {
  it('lists the whole subtree depth first', () => {
    expect(descendantsOf(groups, 'food')).toEqual(['dairy', 'cheese', 'bakery']);
    expect(descendantsOf(groups, 'cheese')).toEqual([]);
  });

  it('stops at an existing cycle', () => {
    expect(descendantsOf(looped, 'a')).toEqual(['b', 'c', 'd']);
  });
});

describe('depthFirstOrder', () => {
  const rows = (list: readonly TreeNode[], compare?: (a: TreeNode, b: TreeNode) => number) =>
    depthFirstOrder(list, compare).map(({ node, depth }) => `${'  '.repeat(depth)}${node.id}`);

  it('puts each subtree under its root, siblings in input order', () => {
    expect(rows(groups)).toEqual(['food', '  dairy', '    cheese', '  bakery', 'tools']);
  });

  it('sorts siblings when asked', () => {
    const byName = (a: TreeNode, b: TreeNode) => a.id.localeCompare(b.id);
    expect(rows(groups, byName)).toEqual(['food', '  bakery', '  dairy', '    cheese', 'tools']);
  });

  it('keeps the fields of the nodes', () => {
    expect(depthFirstOrder(groups)[0]!.node.name).toBe('Food');
  });

  it('treats a node whose parent is missing as a root', () => {
    expect(rows([{ id: 'orphan', parentId: 'gone' }])).toEqual(['orphan']);
  });

  it('shows nodes caught in a cycle last instead of looping or dropping them', () => {
    expect(rows(looped)).toEqual(['root', 'a', '  b', '    c', '      d']);
  });
});

// The demo company's groups: Friluft ─┬─ Telt ─── Tunneltelt
//                                      └─ Sovposer
//                            Kjøkken ─── Kniver
const fjord: (TreeNode & { name: string })[] = [
  { id: 'friluft', parentId: null, name: 'Friluft' },
  { id: 'telt', parentId: 'friluft', name: 'Telt' },
  { id: 'tunneltelt', parentId: 'telt', name: 'Tunneltelt' },
  { id: 'sovposer', parentId: 'friluft', name: 'Sovposer' },
  { id: 'kjokken', parentId: null, name: 'Kjøkken' },
  { id: 'kniver', parentId: 'kjokken', name: 'Kniver' },
];

describe('cyclicMoves (reorganising several product groups at once)', () => {
  it('refuses a group as its own parent', () => {
    expect(cyclicMoves(fjord, [{ id: 'telt', parentId: 'telt' }])).toEqual(['telt']);
  });

  it('refuses a grandchild as parent', () => {
    expect(cyclicMoves(fjord, [{ id: 'friluft', parentId: 'tunneltelt' }])).toEqual(['friluft']);
  });

  it('refuses two groups moved under each other in one batch, although each move alone is fine', () => {
    const moves = [
      { id: 'friluft', parentId: 'kniver' },
      { id: 'kjokken', parentId: 'sovposer' },
    ];
    expect(wouldCreateCycle(fjord, 'friluft', 'kniver')).toBe(false);
    expect(wouldCreateCycle(fjord, 'kjokken', 'sovposer')).toBe(false);
    expect(cyclicMoves(fjord, moves)).toEqual(['friluft', 'kjokken']);
  });

  it('allows a batch that is only fine together: the child leaves before the parent moves under it', () => {
    const moves = [
      { id: 'friluft', parentId: 'telt' },
      { id: 'telt', parentId: null },
    ];
    expect(wouldCreateCycle(fjord, 'friluft', 'telt')).toBe(true);
    expect(cyclicMoves(fjord, moves)).toEqual([]);
  });

  it('answers only the moved groups on the loop, each once, in move order', () => {
    const moves = [
      { id: 'kniver', parentId: 'sovposer' },
      { id: 'telt', parentId: 'tunneltelt' },
      { id: 'telt', parentId: 'tunneltelt' },
    ];
    expect(cyclicMoves(fjord, moves)).toEqual(['telt']);
  });

  it('lets the last move of a group win and allows moves to the root', () => {
    const moves = [
      { id: 'friluft', parentId: 'telt' },
      { id: 'friluft', parentId: null },
      { id: 'kjokken', parentId: 'tunneltelt' },
    ];
    expect(cyclicMoves(fjord, moves)).toEqual([]);
  });

  it('ends on data that already holds a cycle and reports a move into it only when it closes a loop', () => {
    expect(cyclicMoves(looped, [{ id: 'root', parentId: 'd' }])).toEqual([]);
    expect(cyclicMoves(looped, [{ id: 'd', parentId: 'a' }])).toEqual([]);
    expect(cyclicMoves(looped, [{ id: 'a', parentId: 'd' }])).toEqual(['a']);
  });
});

describe('applyMoves', () => {
  it('gives each moved node its new parent and keeps the others', () => {
    const after = applyMoves(fjord, [{ id: 'kniver', parentId: 'friluft' }]);
    expect(after).toContainEqual({ id: 'kniver', parentId: 'friluft' });
    expect(after).toContainEqual({ id: 'telt', parentId: 'friluft' });
    expect(after).toHaveLength(fjord.length);
  });
});

describe('pathOf', () => {
  it('names the groups from the root down, as the product group list shows them', () => {
    expect(pathOf(fjord, 'tunneltelt').join(' / ')).toBe('Friluft / Telt / Tunneltelt');
    expect(pathOf(fjord, 'kjokken')).toEqual(['Kjøkken']);
    expect(pathOf(fjord, 'unknown')).toEqual([]);
  });

  it('stops at an existing cycle', () => {
    const named = looped.map((node) => ({ ...node, name: node.id.toUpperCase() }));
    expect(pathOf(named, 'd')).toEqual(['A', 'B', 'C', 'D']);
  });
});
