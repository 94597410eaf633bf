/**
 * Parent–child hierarchies such as product groups: each node names its parent, null
 * for a root. Every walk keeps a visited set, so data that already holds a cycle (written before a
 * check existed, or by a concurrent edit) ends the walk instead of looping forever.
 */
export type TreeNode<Id = string> = { id: Id; parentId: Id | null };

function parentIndex<Id>(nodes: readonly TreeNode<Id>[]): Map<Id, Id | null> {
  return new Map(nodes.map((node) => [node.id, node.parentId]));
}

function childIndex<Id, N extends TreeNode<Id>>(nodes: readonly N[]): Map<Id, N[]> {
  const children = new Map<Id, N[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node);
    else children.set(node.parentId, [node]);
  }
  return children;
}

/** The parent, grandparent and so on up to the root, nearest first. */
export function ancestorsOf<Id>(nodes: readonly TreeNode<Id>[], id: Id): Id[] {
  const parents = parentIndex(nodes);
  const ancestors: Id[] = [];
  const seen = new Set<Id>([id]);
  let current = parents.get(id) ?? null;
  while (current !== null && !seen.has(current)) {
    ancestors.push(current);
    seen.add(current);
    current = parents.get(current) ?? null;
  }
  return ancestors;
}

/** Children, grandchildren and so on, depth first, in input order among siblings; without id itself. */
export function descendantsOf<Id>(nodes: readonly TreeNode<Id>[], id: Id): Id[] {
  const children = childIndex<Id, TreeNode<Id>>(nodes);
  const descendants: Id[] = [];
  const seen = new Set<Id>([id]);
  const visit = (parent: Id): void => {
    for (const child of children.get(parent) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      descendants.push(child.id);
      visit(child.id);
    }
  };
  visit(id);
  return descendants;
}

/**
 * Whether giving node `id` the parent `newParentId` would close a loop: the new parent is the node
 * itself or one of its descendants. Moving to the root (null) never does. Walks up
 * from the new parent, so only that one branch is read.
 */
export function wouldCreateCycle<Id>(nodes: readonly TreeNode<Id>[], id: Id, newParentId: Id | null): boolean {
  if (newParentId === null) return false;
  return newParentId === id || ancestorsOf(nodes, newParentId).includes(id);
}

export type TreeRow<N> = { node: N; depth: number };

/**
 * The nodes in display order: each root (no parent, or a parent not in the list) followed by its
 * subtree, depth 0 for roots. Siblings keep input order unless `compare` sorts them. Nodes reachable
 * from no root — those caught in an existing cycle — come last as extra roots, so none disappears
 * from the screen that would let a user repair them.
 */
export function depthFirstOrder<Id, N extends TreeNode<Id>>(
  nodes: readonly N[],
  compare?: (a: N, b: N) => number,
): TreeRow<N>[] {
  const ids = new Set(nodes.map((node) => node.id));
  const children = childIndex<Id, N>(nodes);
  const sorted = (list: readonly N[]): readonly N[] => (compare ? [...list].sort(compare) : list);
  const rows: TreeRow<N>[] = [];
  const seen = new Set<Id>();
  const visit = (node: N, depth: number): void => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    rows.push({ node, depth });
    for (const child of sorted(children.get(node.id) ?? [])) visit(child, depth + 1);
  };
  for (const root of sorted(nodes.filter((node) => node.parentId === null || !ids.has(node.parentId)))) visit(root, 0);
  for (const stranded of sorted(nodes.filter((node) => !seen.has(node.id)))) visit(stranded, 0);
  return rows;
}

/** A new parent for one node; null makes it a root. */
export type TreeMove<Id = string> = { id: Id; parentId: Id | null };

/**
 * The tree as it would be once every move is made together (a later move of the same node wins).
 * Nodes not in the list stay as they are; a move of a node not in the list adds it.
 */
export function applyMoves<Id, N extends TreeNode<Id>>(
  nodes: readonly N[],
  moves: readonly TreeMove<Id>[],
): TreeNode<Id>[] {
  const parents = new Map<Id, Id | null>(nodes.map((node) => [node.id, node.parentId]));
  for (const move of moves) parents.set(move.id, move.parentId);
  return [...parents].map(([id, parentId]) => ({ id, parentId }));
}

/**
 * The moved nodes that would sit in a loop once all the moves are made together (
 * "cyclical group", for reorganising several groups at once): each moved node whose new parent is
 * itself or, after all the moves, one of its own descendants. Two groups moved under each other in
 * one batch are both answered, although each move alone would be fine. Answers them in move order,
 * each once; empty when the batch is fine.
 */
export function cyclicMoves<Id>(nodes: readonly TreeNode<Id>[], moves: readonly TreeMove<Id>[]): Id[] {
  const after = applyMoves(nodes, moves);
  const parents = parentIndex(after);
  const cyclic: Id[] = [];
  for (const { id } of moves) {
    if (cyclic.includes(id)) continue;
    if (wouldCreateCycle(after, id, parents.get(id) ?? null)) cyclic.push(id);
  }
  return cyclic;
}

/** The names from the root down to the node, e.g. ["Friluft", "Telt"]; stops at an existing cycle. */
export function pathOf<Id, N extends TreeNode<Id> & { name: string }>(nodes: readonly N[], id: Id): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const own = byId.get(id);
  if (!own) return [];
  const names = ancestorsOf(nodes, id)
    .map((ancestor) => byId.get(ancestor)?.name)
    .filter((name): name is string => name !== undefined);
  return [...names.reverse(), own.name];
}
