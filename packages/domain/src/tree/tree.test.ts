import { describe, expect, it } from 'vitest';
import { ancestorsOf, depthFirstOrder, descendantsOf, wouldCreateCycle, type TreeNode } from './tree.js';

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
