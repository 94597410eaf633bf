/** One row of the list-edit page: a group and the parent chosen for it (null: top level). */
export type ParentRow = { id: string; parentGroupId: string | null };

/**
 * The rows whose parent the user changed, as moveProductGroups takes them; rows put back to
 * their saved parent are left out. An empty choice is the top level.
 */
export function movedRows(
  saved: readonly ParentRow[],
  current: readonly ParentRow[],
): { id: string; parentGroupId: string | null }[] {
  const before = new Map(saved.map((row) => [row.id, row.parentGroupId || null]));
  return current
    .filter((row) => before.has(row.id) && before.get(row.id) !== (row.parentGroupId || null))
    .map((row) => ({ id: row.id, parentGroupId: row.parentGroupId || null }));
}
