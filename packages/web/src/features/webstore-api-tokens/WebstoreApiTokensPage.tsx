import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconLock, IconPlus } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { latestWebstoreTokenExpiry, webstoreApiTokenRules, type WebstoreApiTokenValues, osloDate } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { ListPage, RowActions, useDeleteAction, useReload } from '../../ui/crud';
import { FormField, FormModal, FormTextInput } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { toZodSchema } from '../../ui/validation';
import type { WebstoreApiTokenOrderBy, WebstoreApiTokensQuery } from '../../gql/graphql';
import { formatDate, plusYears } from './dates';
import {
  CreateWebstoreApiTokenDocument,
  DeleteWebstoreApiTokenDocument,
  WebstoreApiTokensDocument,
} from './operations';

type TokenRow = WebstoreApiTokensQuery['webstoreApiTokens']['items'][number];

/** The endpoint the tokens open (docs/webstore-api.md). */
export const WEBSTORE_PRODUCTS_PATH = '/api/webstore/v1/products';

/**
 * /webstore-api-tokens: the company's keys to the read-only
 * web shop API. A new token's value is shown once, in a dialog with a copy button; only its hash
 * is kept, so it can never be shown again. Seeing and managing tokens needs canUpdateUnit.
 */
export default function WebstoreApiTokensPage() {
  const { t } = useTranslation('webstoreApiTokens');
  const mayManage = usePermission('canUpdateUnit');
  if (!mayManage) {
    return (
      <ListPage title={t('title')}>
        <Alert color="yellow" icon={<IconLock />}>
          {t('noAccess')}
        </Alert>
      </ListPage>
    );
  }
  return <TokenRegister />;
}

function TokenRegister() {
  const { t, i18n } = useTranslation('webstoreApiTokens');
  const client = useApolloClient();
  const [reloadKey, reload] = useReload();
  const [creating, setCreating] = useState<WebstoreApiTokenValues | null>(null);
  const [created, setCreated] = useState<{ description: string; value: string } | null>(null);
  const today = osloDate();
  const schema = useMemo(() => toZodSchema<WebstoreApiTokenValues>(webstoreApiTokenRules(today)), [today]);

  const fetchPage = useApolloPageFetch(WebstoreApiTokensDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as WebstoreApiTokenOrderBy | null }),
    select: (data) => data.webstoreApiTokens,
  });
  const remove = useDeleteAction({
    mutation: DeleteWebstoreApiTokenDocument,
    describe: (name) => ({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name }),
      done: t('deleted', { name }),
    }),
    onDeleted: reload,
  });

  const columns = useMemo<PagedColumn<TokenRow>[]>(
    () => [
      {
        id: 'description',
        header: t('fields.description'),
        value: (row) => row.description,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'expiryDate',
        orderBy: 'expiry_date',
        header: t('fields.expiryDate'),
        value: (row) => row.expiryDate,
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{formatDate(row.expiryDate, i18n.language)}</Text>
            {row.expired && (
              <Badge color="red" variant="light">
                {t('expired')}
              </Badge>
            )}
          </Group>
        ),
        sortable: true,
      },
      { id: 'createdBy', header: t('fields.createdBy'), value: (row) => row.createdBy?.name ?? '—' },
      {
        id: 'createdAt',
        orderBy: 'created_at',
        header: t('fields.createdAt'),
        value: (row) => row.createdAt,
        cell: (row) => formatDate(row.createdAt, i18n.language),
        sortable: true,
      },
      {
        id: 'actions',
        header: '',
        align: 'right',
        pinned: 'right',
        cell: (row) => (
          <RowActions name={row.description} onDelete={() => void remove({ id: row.id }, row.description)} />
        ),
      },
    ],
    [t, i18n.language, remove],
  );

  async function create(values: WebstoreApiTokenValues) {
    const result = await client.mutate({
      mutation: CreateWebstoreApiTokenDocument,
      variables: { input: { description: values.description.trim(), expiryDate: values.expiryDate || null } },
      context: { handleErrors: false },
    });
    const answer = result.data?.createWebstoreApiToken;
    if (answer) setCreated({ description: answer.token.description, value: answer.tokenValue });
    reload();
  }

  return (
    <ListPage
      title={t('title')}
      description={
        <>
          {t('description')} <Code>GET {WEBSTORE_PRODUCTS_PATH}</Code>
        </>
      }
      actions={
        <Button
          leftSection={<IconPlus size={18} />}
          aria-haspopup="dialog"
          onClick={() => setCreating({ description: '', expiryDate: plusYears(today, 1) })}
        >
          {t('new')}
        </Button>
      }
    >
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'createdAt', direction: 'DESC' }}
        reloadKey={reloadKey}
        emptyMessage={t('empty')}
      />
      <FormModal saved={creating} title={t('new')} schema={schema} onSubmit={create} onClose={() => setCreating(null)}>
        <FormTextInput
          name="description"
          label={t('fields.description')}
          placeholder={t('descriptionPlaceholder')}
          withAsterisk
          data-autofocus
        />
        <FormField
          name="expiryDate"
          label={t('fields.expiryDate')}
          description={t('expiryHelp', { latest: formatDate(latestWebstoreTokenExpiry(today), i18n.language) })}
          component={DateInput}
          required
        />
      </FormModal>
      <TokenValueDialog created={created} onClose={() => setCreated(null)} />
    </ListPage>
  );
}

/** The value of a new token, shown this once. */
function TokenValueDialog({
  created,
  onClose,
}: {
  created: { description: string; value: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webstoreApiTokens');
  return (
    <Modal opened={created !== null} onClose={onClose} title={t('valueTitle')} size="lg" centered>
      {created && (
        <Stack>
          <Text>{t('valueIntro', { name: created.description })}</Text>
          <Group wrap="nowrap" gap="xs">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="token-value">
              {created.value}
            </Code>
            <CopyButton value={created.value}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('copied') : t('copy')}>
                  <ActionIcon
                    variant="light"
                    color={copied ? 'teal' : 'blue'}
                    size="lg"
                    onClick={copy}
                    aria-label={t('copy')}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Alert color="orange" icon={<IconAlertTriangle />} title={t('onceTitle')}>
            {t('onceMessage')}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('usage', { header: 'Authorization: Bearer …', path: WEBSTORE_PRODUCTS_PATH })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
