import { useMemo } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { depthFirstOrder } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { ListPage } from '../../ui/crud';
import {
  AppForm,
  encodeServerValidation,
  FormSelect,
  graphQLErrorsOf,
  ResetButton,
  SubmitButton,
  useAppForm,
} from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { isServerValidation } from '../../ui/validation';
import { MoveProductGroupsDocument } from './operations';
import { movedRows, type ParentRow } from './moves';
import { parentOptions, useGroupTree, type TreeGroup } from './use-group-tree';

type Values = { rows: ParentRow[] };
const schema = z.custom<Values>((value) => typeof value === 'object' && value !== null);

/**
 * /product-groups/list-edit, "Organiser produktgrupper": every group in its place in
 * the tree with a parent choice per row. Save sends all changed parents at once (moveProductGroups);
 * the server checks them together, and a move that would put a group under itself or one of its
 * subgroups is shown on its row while nothing moves.
 */
export default function ProductGroupsListEditPage() {
  const { t } = useTranslation('productGroups');
  const { groups, reload } = useGroupTree();
  const mayChange = usePermission('canUpdateProducts');

  return (
    <ListPage
      title={t('organise.title')}
      description={t('organise.description')}
      actions={
        <Button component={Link} to="/product-groups" variant="default" leftSection={<IconArrowLeft size={18} />}>
          {t('organise.back')}
        </Button>
      }
    >
      {groups === null ? (
        <Loader />
      ) : groups.length === 0 ? (
        <Text c="dimmed">{t('organise.empty')}</Text>
      ) : (
        <OrganiseForm groups={groups} mayChange={mayChange} onSaved={reload} />
      )}
    </ListPage>
  );
}

function OrganiseForm({
  groups,
  mayChange,
  onSaved,
}: {
  groups: TreeGroup[];
  mayChange: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('productGroups');
  const client = useApolloClient();
  const ordered = useMemo(
    () =>
      depthFirstOrder(
        groups.map((group) => ({ ...group, parentId: group.parentGroupId ?? null })),
        (a, b) => a.name.localeCompare(b.name, 'nb'),
      ),
    [groups],
  );
  const saved = useMemo<Values>(
    () => ({ rows: ordered.map(({ node }) => ({ id: node.id, parentGroupId: node.parentGroupId ?? null })) }),
    [ordered],
  );
  const options = useMemo(() => parentOptions(groups), [groups]);
  const form = useAppForm<Values>({ schema, saved });

  async function save(values: Values): Promise<boolean> {
    const moves = movedRows(saved.rows, values.rows);
    if (moves.length === 0) return true;
    try {
      await client.mutate({
        mutation: MoveProductGroupsDocument,
        variables: { moves },
        context: { handleErrors: false },
      });
    } catch (error) {
      if (!markRows(error)) throw error;
      return false;
    }
    toast('success', t('organise.saved', { count: moves.length }));
    onSaved();
    return true;
  }

  /** Puts the refusals that name a group (params.id) on that group's row; false when none did. */
  function markRows(error: unknown): boolean {
    const rowOf = new Map(saved.rows.map((row, index) => [row.id, index]));
    let marked = false;
    for (const graphQLError of graphQLErrorsOf(error) ?? []) {
      const validations = graphQLError.extensions?.validations;
      for (const validation of Array.isArray(validations) ? validations.filter(isServerValidation) : []) {
        const index = rowOf.get(String(validation.params?.id ?? ''));
        if (index === undefined) return false;
        form.setError(
          `rows.${index}.parentGroupId`,
          { type: 'server', message: encodeServerValidation(validation) },
          { shouldFocus: !marked },
        );
        marked = true;
      }
    }
    return marked;
  }

  return (
    <AppForm form={form} onSubmit={save} aria-label={t('organise.title')}>
      <Stack>
        <Alert variant="light" color="blue">
          {t('organise.hint')}
        </Alert>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('organise.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.name')}</Table.Th>
              <Table.Th>{t('fields.parentGroup')}</Table.Th>
              <Table.Th ta="right">{t('fields.productCount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map(({ node, depth }, index) => (
              <Table.Tr key={node.id}>
                <Table.Td>
                  <Box pl={depth * 24}>
                    <Text fw={depth === 0 ? 600 : 400}>{node.name}</Text>
                  </Box>
                </Table.Td>
                <Table.Td>
                  <FormSelect
                    name={`rows.${index}.parentGroupId`}
                    aria-label={t('organise.parentOf', { name: node.name })}
                    placeholder={t('fields.noParent')}
                    data={options.filter((option) => option.value !== node.id)}
                    searchable
                    clearable
                    disabled={!mayChange}
                  />
                </Table.Td>
                <Table.Td ta="right">{node.productCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {mayChange && (
          <Group justify="flex-end">
            <ResetButton>{t('organise.reset')}</ResetButton>
            <SubmitButton>{t('common:save')}</SubmitButton>
          </Group>
        )}
      </Stack>
    </AppForm>
  );
}
