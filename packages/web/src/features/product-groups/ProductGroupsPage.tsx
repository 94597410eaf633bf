import { useMemo, useState } from 'react';
import { Button, Group, Tabs } from '@mantine/core';
import { IconHierarchy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_GROUP_RULES, type ProductGroupValues } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { ListPage, registerTexts, useRegister } from '../../ui/crud';
import { FormModal, FormSelect, FormTextarea, FormTextInput } from '../../ui/forms';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { toZodSchema } from '../../ui/validation';
import type { ProductGroupOrderBy, ProductGroupsQuery } from '../../gql/graphql';
import {
  CreateProductGroupDocument,
  DeleteProductGroupDocument,
  ProductGroupsDocument,
  UpdateProductGroupDocument,
} from './operations';
import { parentOptions, useGroupTree } from './use-group-tree';
import { VariantHoldersSection } from './VariantHoldersSection';

type GroupRow = ProductGroupsQuery['productGroups']['items'][number];

const schema = toZodSchema<ProductGroupValues>(PRODUCT_GROUP_RULES);
const EMPTY: ProductGroupValues = { name: '', description: null, parentGroupId: null };

/**
 * /product-groups: the product groups with their place in the tree, the new/edit
 * popup "product group" with a parent choice, delete with confirmation, and the variant groups
 * (variant holders) in the second tab with their popup "variant group".
 */
export default function ProductGroupsPage() {
  const { t } = useTranslation('productGroups');
  const [tab, setTab] = useState<string | null>('groups');
  return (
    <ListPage title={t('title')} description={t('description')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="groups">{t('tabs.groups')}</Tabs.Tab>
          <Tabs.Tab value="variantHolders">{t('tabs.variantHolders')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="groups">
          <ProductGroupsSection />
        </Tabs.Panel>
        <Tabs.Panel value="variantHolders">
          <VariantHoldersSection />
        </Tabs.Panel>
      </Tabs>
    </ListPage>
  );
}

function ProductGroupsSection() {
  const { t } = useTranslation('productGroups');
  const mayChange = usePermission('canUpdateProducts');
  const tree = useGroupTree();
  const texts = useMemo(() => registerTexts(t, 'group.'), [t]);
  const register = useRegister({
    mayChange,
    create: CreateProductGroupDocument,
    update: UpdateProductGroupDocument,
    remove: DeleteProductGroupDocument,
    empty: () => EMPTY,
    toValues: groupValues,
    toInput: groupInput,
    idOf: (row: GroupRow) => row.id,
    nameOf: (row: GroupRow) => row.name,
    texts,
    // The parent choices show the tree as it now is.
    onChanged: tree.reload,
  });
  const { actionsColumn, editing } = register;

  const fetchPage = useApolloPageFetch(ProductGroupsDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as ProductGroupOrderBy | null }),
    select: (data) => data.productGroups,
  });

  const columns = useMemo<PagedColumn<GroupRow>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      { id: 'path', header: t('fields.path'), value: (row) => row.path },
      { id: 'description', header: t('fields.description'), value: (row) => row.description, sortable: true },
      { id: 'productCount', header: t('fields.productCount'), value: (row) => row.productCount, align: 'right' },
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  const options = useMemo(() => parentOptions(tree.groups ?? [], editing?.id ?? null), [tree.groups, editing?.id]);

  return (
    <>
      <Group justify="flex-end" mb="sm" gap="sm">
        <Button
          component={Link}
          to="/product-groups/list-edit"
          variant="default"
          leftSection={<IconHierarchy size={18} />}
        >
          {t('organise.title')}
        </Button>
        {register.newButton}
      </Group>
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'name', direction: 'ASC' }}
        reloadKey={register.reloadKey}
        filtersParam="groupFilters"
      />
      <FormModal {...register.modal} schema={schema}>
        <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus />
        <FormSelect
          name="parentGroupId"
          label={t('fields.parentGroup')}
          placeholder={t('fields.noParent')}
          data={options}
          searchable
          clearable
        />
        <FormTextarea name="description" label={t('fields.description')} />
      </FormModal>
    </>
  );
}

function groupValues(row: GroupRow): ProductGroupValues {
  return { name: row.name, description: row.description ?? null, parentGroupId: row.parentGroupId ?? null };
}

function groupInput(values: ProductGroupValues): ProductGroupValues {
  return { ...values, description: values.description || null, parentGroupId: values.parentGroupId || null };
}
