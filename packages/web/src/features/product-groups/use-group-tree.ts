import { useCallback, useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { descendantsOf } from '@fjord/domain';
import type { ProductGroupTreeQuery } from '../../gql/graphql';
import { ProductGroupTreeDocument } from './operations';

export type TreeGroup = ProductGroupTreeQuery['productGroups']['items'][number];

/** The most rows one request may ask for (the server's MAX_PAGE_SIZE). */
const BATCH = 500;

async function fetchAllGroups(client: ApolloClient): Promise<TreeGroup[]> {
  const all: TreeGroup[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const { data } = await client.query({
      query: ProductGroupTreeDocument,
      variables: { limit: BATCH, offset },
      fetchPolicy: 'network-only',
    });
    if (!data) break;
    all.push(...data.productGroups.items);
    if (all.length >= data.productGroups.totalCount || data.productGroups.items.length === 0) break;
  }
  return all;
}

/**
 * Every product group of the unit, for the parent choices and the tree of the list-edit page
 * (null while loading). A company has tens or hundreds of groups; more than one batch is fetched
 * page by page. `reload` fetches them again after a change.
 */
export function useGroupTree(): { groups: TreeGroup[] | null; reload: () => void } {
  const client = useApolloClient();
  const [groups, setGroups] = useState<TreeGroup[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    void fetchAllGroups(client).then((all) => {
      if (current) setGroups(all);
    });
    return () => {
      current = false;
    };
  }, [client, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { groups, reload };
}

export type GroupOption = { value: string; label: string };

const byPath = (a: GroupOption, b: GroupOption) => a.label.localeCompare(b.label, 'nb');

/**
 * The groups to choose a parent from, labelled by their path ("Friluft / Telt"). For an existing
 * group, the group itself and its subgroups are left out: choosing them would make a loop.
 */
export function parentOptions(groups: readonly TreeGroup[], forGroupId: string | null = null): GroupOption[] {
  const nodes = groups.map((group) => ({ id: group.id, parentId: group.parentGroupId ?? null }));
  const excluded = new Set(forGroupId ? [forGroupId, ...descendantsOf(nodes, forGroupId)] : []);
  return groups
    .filter((group) => !excluded.has(group.id))
    .map((group) => ({ value: group.id, label: group.path }))
    .sort(byPath);
}
