import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_TAX_ZONES } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { MunicipalitiesQuery, MunicipalityOrderBy } from '../../gql/graphql';
import { ListPage, useDeleteAction, useReload } from '../../ui/crud';
import { useCityFromPostalCode } from '../../ui/address';
import { FormModal, FormTextInput } from '../../ui/forms';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import {
  DETAILS_FIELDS,
  detailsFormValues,
  detailsInput,
  municipalityDetailsSchema,
  type MunicipalityDetailsFormValues,
} from './municipality-details-form';
import {
  DeleteMunicipalityDetailsDocument,
  MunicipalitiesDocument,
  SaveMunicipalityDetailsDocument,
} from './operations';

type ListItem = MunicipalitiesQuery['municipalities']['items'][number];

/** A municipality's zone(s): a split municipality lists each zone with the part it covers. */
function Zones({ municipality }: { municipality: ListItem }) {
  const { t } = useTranslation('payrollCodes');
  return (
    <Stack gap={0}>
      {municipality.employerTaxZones.map((zone) => (
        <Text size="sm" key={zone.zone}>
          {t(`employerTaxZones.${zone.zone}`)}
          {zone.comment && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({zone.comment})
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /municipalities: the national register with county and employer tax
 * zone(s), and per municipality the company's own details (bank account, organisation, contact,
 * address) saved in a popup.
 */
export default function MunicipalitiesPage() {
  const { t } = useTranslation('municipalities');
  const { t: tCodes } = useTranslation('payrollCodes');
  const client = useApolloClient();
  const mayChange = usePermission('canEditEmployees');
  const [reloadKey, reload] = useReload();
  const [editing, setEditing] = useState<{ number: string; name: string; saved: MunicipalityDetailsFormValues } | null>(
    null,
  );

  const removeDetails = useDeleteAction({
    mutation: DeleteMunicipalityDetailsDocument,
    describe: (name) => ({
      title: t('removeTitle', { name }),
      message: t('removeMessage', { name }),
      done: t('removed', { name }),
    }),
    onDeleted: reload,
  });

  const fetchPage = useApolloPageFetch(MunicipalitiesDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as MunicipalityOrderBy | null }),
    select: (data) => data.municipalities,
  });

  const zoneOptions = useMemo(
    () => EMPLOYER_TAX_ZONES.map((zone) => ({ value: zone, label: tCodes(`employerTaxZones.${zone}`) })),
    [tCodes],
  );

  const columns = useMemo<PagedColumn<ListItem>[]>(() => {
    const row = (item: ListItem) => item;
    return [
      {
        id: 'number',
        header: t('fields.number'),
        value: (item) => row(item).number,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'name',
        header: t('fields.name'),
        value: (item) => row(item).name,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'county',
        orderBy: 'county_name',
        header: t('fields.county'),
        value: (item) => row(item).countyName,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'zone',
        header: t('fields.zones'),
        cell: (item) => <Zones municipality={row(item)} />,
        filter: { type: 'select', options: zoneOptions },
      },
      {
        id: 'actions',
        header: '',
        align: 'right',
        pinned: 'right',
        cell: (item) => {
          const municipality = row(item);
          return mayChange ? (
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="subtle"
                aria-label={t('detailsNamed', { name: municipality.name })}
                aria-haspopup="dialog"
                onClick={() =>
                  setEditing({
                    number: municipality.number,
                    name: municipality.name,
                    saved: detailsFormValues(municipality.details),
                  })
                }
              >
                {t('details')}
              </Button>
              {municipality.details && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('removeDetailsNamed', { name: municipality.name })}
                  aria-haspopup="dialog"
                  onClick={() => void removeDetails({ number: municipality.number }, municipality.name)}
                >
                  {t('removeDetails')}
                </Button>
              )}
            </Group>
          ) : null;
        },
      },
    ];
  }, [t, zoneOptions, mayChange, removeDetails]);

  async function save(values: MunicipalityDetailsFormValues) {
    if (!editing) return;
    await client.mutate({
      mutation: SaveMunicipalityDetailsDocument,
      variables: { number: editing.number, input: detailsInput(values) },
      context: { handleErrors: false },
    });
    reload();
  }

  return (
    <ListPage title={t('title')} description={t('description')}>
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(item) => item.number}
        defaultSort={{ column: 'number', direction: 'ASC' }}
        reloadKey={reloadKey}
      />
      <FormModal
        saved={editing?.saved ?? null}
        title={t('detailsTitle', { name: editing?.name ?? '' })}
        schema={municipalityDetailsSchema}
        onSubmit={save}
        onClose={() => setEditing(null)}
        size="lg"
      >
        <MunicipalityDetailsFields />
      </FormModal>
    </ListPage>
  );
}

/** The details popup's fields; the address is in Norway, so the postal code fills in the city. */
function MunicipalityDetailsFields() {
  const { t } = useTranslation('municipalities');
  useCityFromPostalCode({ zip: 'zip', city: 'city' });
  return DETAILS_FIELDS.map((field, index) => (
    <FormTextInput key={field} name={field} label={t(`fields.${field}`)} data-autofocus={index === 0} />
  ));
}
