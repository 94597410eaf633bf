import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccupationOrderBy, OccupationsQuery } from '../../gql/graphql';
import { ListPage } from '../../ui/crud';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { formatIsoDate } from './format-date';
import { OccupationsDocument } from './operations';

type OccupationRow = OccupationsQuery['occupations']['items'][number];

/**
 * /occupations: the national occupation codes, read only — searched by
 * code (prefix) or by name, with the dates they are valid.
 */
export default function OccupationsPage() {
  const { t } = useTranslation('occupations');
  const fetchPage = useApolloPageFetch(OccupationsDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as OccupationOrderBy | null }),
    select: (data) => data.occupations,
  });

  const columns = useMemo<PagedColumn<OccupationRow>[]>(
    () => [
      { id: 'code', header: t('fields.code'), value: (row) => row.code, sortable: true, filter: { type: 'text' } },
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      { id: 'validFrom', header: t('fields.validFrom'), value: (row) => formatIsoDate(row.validFrom) },
      { id: 'validTo', header: t('fields.validTo'), value: (row) => formatIsoDate(row.validTo) },
    ],
    [t],
  );

  return (
    <ListPage title={t('title')} description={t('description')}>
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.code}
        defaultSort={{ column: 'code', direction: 'ASC' }}
      />
    </ListPage>
  );
}
