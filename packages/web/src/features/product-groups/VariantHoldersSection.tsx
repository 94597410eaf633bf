import { useCallback, useMemo } from 'react';
import { ActionIcon, Badge, Button, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLayoutColumns, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { duplicateVariantNames, variantHolderRules } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { registerTexts, useRegister } from '../../ui/crud';
import { FormModal, FormSelect, FormTextarea, FormTextInput } from '../../ui/forms';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { encodeFailure, toZodSchema } from '../../ui/validation';
import type { VariantHolderOrderBy, VariantHoldersQuery } from '../../gql/graphql';
import {
  CreateVariantHolderDocument,
  DeleteVariantHolderDocument,
  UpdateVariantHolderDocument,
  VariantHoldersDocument,
} from './operations';
import { parentOptions, useGroupTree } from './use-group-tree';

type HolderRow = VariantHoldersQuery['variantHolders']['items'][number];

/** The popup's values; `variantId` keeps a saved variant (react-hook-form's rows use `id` themselves). */
export type VariantHolderFormValues = {
  name: string;
  attributeName: string;
  description: string | null;
  parentGroupId: string | null;
  variants: { variantId: string | null; name: string }[];
};

/**
 * The domain's rules for the holder and one rule list per variant row (the row count changes while
 * editing), and a name used twice marked on the later row, as the server answers it (taken).
 */
export const variantHolderSchema: z.ZodMiniType<VariantHolderFormValues> = z
  .custom<VariantHolderFormValues>((value) => typeof value === 'object' && value !== null)
  .check(
    z.superRefine((values, issues) => {
      const rows = values.variants ?? [];
      const result = toZodSchema<VariantHolderFormValues>(variantHolderRules(rows.length)).safeParse(values);
      if (!result.success)
        for (const issue of result.error.issues)
          issues.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
      for (const index of duplicateVariantNames(rows))
        issues.addIssue({
          code: 'custom',
          path: ['variants', index, 'name'],
          message: encodeFailure({ key: 'taken' }),
        });
    }),
  );

const EMPTY: VariantHolderFormValues = {
  name: '',
  attributeName: '',
  description: null,
  parentGroupId: null,
  variants: [{ variantId: null, name: '' }],
};

function valuesOf(row: HolderRow): VariantHolderFormValues {
  return {
    name: row.name,
    attributeName: row.attributeName,
    description: row.description ?? null,
    parentGroupId: row.parentGroupId ?? null,
    variants: row.variants.map((variant) => ({ variantId: variant.id, name: variant.name })),
  };
}

function inputOf(values: VariantHolderFormValues) {
  return {
    name: values.name,
    attributeName: values.attributeName,
    description: values.description || null,
    parentGroupId: values.parentGroupId || null,
    variants: values.variants.map((variant) => ({ id: variant.variantId, name: variant.name })),
  };
}

/** The variant holders ("variant groups") of /product-groups: list, popup and delete. */
export function VariantHoldersSection() {
  const { t } = useTranslation('productGroups');
  const mayChange = usePermission('canUpdateProducts');
  const tree = useGroupTree();
  const texts = useMemo(() => registerTexts(t, 'variantHolder.'), [t]);
  const assignProducts = useCallback(
    (row: HolderRow) => (
      <Tooltip label={t('variantGrouping.title')}>
        <ActionIcon
          variant="subtle"
          component={Link}
          to={`/products/variant-grouping?holder=${row.id}`}
          aria-label={t('variantHolder.assignProducts', { name: row.name })}
        >
          <IconLayoutColumns size={18} />
        </ActionIcon>
      </Tooltip>
    ),
    [t],
  );
  const register = useRegister({
    mayChange,
    create: CreateVariantHolderDocument,
    update: UpdateVariantHolderDocument,
    remove: DeleteVariantHolderDocument,
    empty: () => EMPTY,
    toValues: valuesOf,
    toInput: inputOf,
    idOf: (row: HolderRow) => row.id,
    nameOf: (row: HolderRow) => row.name,
    texts,
    rowActions: assignProducts,
  });
  const { actionsColumn } = register;

  const fetchPage = useApolloPageFetch(VariantHoldersDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as VariantHolderOrderBy | null }),
    select: (data) => data.variantHolders,
  });

  const columns = useMemo<PagedColumn<HolderRow>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      {
        id: 'attributeName',
        orderBy: 'attribute_name',
        header: t('fields.attributeName'),
        value: (row) => row.attributeName,
        sortable: true,
      },
      {
        id: 'variants',
        header: t('fields.variants'),
        cell: (row) => (
          <Group gap={4}>
            {row.variants.map((variant) => (
              <Badge key={variant.id} variant="light" tt="none">
                {variant.name}
              </Badge>
            ))}
          </Group>
        ),
      },
      { id: 'parentGroup', header: t('fields.parentGroup'), value: (row) => row.parentGroup?.path ?? '' },
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  return (
    <>
      <Group justify="space-between" mb="sm" gap="sm">
        <Text c="dimmed" size="sm">
          {t('variantHolder.intro')}
        </Text>
        {register.newButton}
      </Group>
      <PagedTable
        label={t('tabs.variantHolders')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'name', direction: 'ASC' }}
        reloadKey={register.reloadKey}
        filtersParam="variantHolderFilters"
      />
      <FormModal {...register.modal} schema={variantHolderSchema}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus />
          <FormTextInput name="attributeName" label={t('fields.attributeName')} withAsterisk />
        </SimpleGrid>
        <FormSelect
          name="parentGroupId"
          label={t('fields.parentGroup')}
          placeholder={t('fields.noParent')}
          data={parentOptions(tree.groups ?? [])}
          searchable
          clearable
        />
        <FormTextarea name="description" label={t('fields.description')} />
        <VariantRows />
      </FormModal>
    </>
  );
}

/** The variant names as rows: add, remove and move up or down (the order is the display order). */
function VariantRows() {
  const { t } = useTranslation('productGroups');
  const { control } = useFormContext<VariantHolderFormValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'variants' });
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('fields.variants')}
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <FormTextInput
            name={`variants.${index}.name`}
            label={t('variantHolder.variantName', { number: index + 1 })}
            style={{ flex: 1 }}
          />
          <Group gap={2} mt={26} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('variantHolder.moveUp', { number: index + 1 })}
              disabled={index === 0}
              onClick={() => swap(index, index - 1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('variantHolder.moveDown', { number: index + 1 })}
              disabled={index === fields.length - 1}
              onClick={() => swap(index, index + 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('variantHolder.removeVariant', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ variantId: null, name: '' })}
        >
          {t('variantHolder.addVariant')}
        </Button>
      </Group>
    </Stack>
  );
}
