import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRegistrationNumber } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { CarOrderBy } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';

import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { CarFormFields } from './CarFormFields';
import { carFormValues, carInput, carSchema, newCarValues, type CarRow } from './car-form';
import { CarsDocument, CreateCarDocument, DeleteCarDocument, UpdateCarDocument } from './operations';

/**
 * /cars: the paged list by name (filters name, registration number and
 * sold yes/no), the new/edit popup with registration numbers and the vehicle register look-up, and
 * delete with confirmation (a car in use is refused with the advice to set a sold date).
 */
export default function CarsPage() {
  const { t } = useTranslation('cars');
  const mayChange = usePermission('canAdminUnitEntities');
  const texts = useMemo(() => registerTexts(t), [t]);
  const register = useRegister({
    mayChange,
    create: CreateCarDocument,
    update: UpdateCarDocument,
    remove: DeleteCarDocument,
    empty: newCarValues,
    toValues: carFormValues,
    toInput: carInput,
    idOf: (row: CarRow) => row.id,
    nameOf: (row: CarRow) => row.name,
    texts,
  });
  const { actionsColumn } = register;
  const fetchPage = useApolloPageFetch(CarsDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as CarOrderBy | null }),
    select: (data) => data.cars,
  });

  const columns = useMemo<PagedColumn<CarRow>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      {
        id: 'registrationNumber',
        header: t('fields.registrations'),
        value: (row) =>
          row.carRegistrations
            .map((registration) => formatRegistrationNumber(registration.registrationNumber))
            .join(', '),
        filter: { type: 'text' },
      },
      {
        id: 'carType',
        orderBy: 'car_type',
        header: t('fields.carType'),
        value: (row) => (row.carType ? t(`carTypes.${row.carType}`) : ''),
        sortable: true,
      },
      {
        id: 'fuel',
        header: t('fields.fuel'),
        value: (row) => (row.fuel ? t(`fuels.${row.fuel}`) : ''),
        sortable: true,
      },
      {
        id: 'modelYear',
        orderBy: 'model_year',
        header: t('fields.modelYear'),
        value: (row) => row.modelYear,
        sortable: true,
        align: 'right',
      },
      {
        id: 'soldDate',
        orderBy: 'sold_date',
        header: t('fields.soldDate'),
        value: (row) => row.soldDate,
        sortable: true,
        filter: { type: 'yesNo', key: 'sold' },
      },
      {
        id: 'enableVat',
        header: t('fields.enableVat'),
        cell: (row) => (
          <Badge variant="light" color={row.enableVat ? 'green' : 'gray'}>
            {row.enableVat ? t('vat.with') : t('vat.without')}
          </Badge>
        ),
      },
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  return (
    <RegisterPage
      register={register}
      title={t('title')}
      description={t('description')}
      table={{ columns, fetchPage, rowId: (row) => row.id, defaultSort: { column: 'name', direction: 'ASC' } }}
      schema={carSchema}
    >
      <CarFormFields />
    </RegisterPage>
  );
}
