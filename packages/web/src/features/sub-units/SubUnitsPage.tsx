import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatOrganizationNumber } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { SubUnitOrderBy } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';
import { FormSelect, FormTextInput } from '../../ui/forms';
import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { MunicipalityField } from '../municipalities/MunicipalityField';
import { EmployerTaxZoneField } from './EmployerTaxZoneField';
import {
  CreateSubUnitDocument,
  DeleteSubUnitDocument,
  SubUnitDepartmentsDocument,
  SubUnitsDocument,
  UpdateSubUnitDocument,
} from './operations';
import {
  EMPTY_SUB_UNIT,
  employerTaxZoneOf,
  subUnitFormValues,
  subUnitInput,
  subUnitSchema,
  type SubUnitRow,
} from './sub-unit-form';

function DepartmentSelect() {
  const { t } = useTranslation('subUnits');
  const { data } = useQuery(SubUnitDepartmentsDocument, { fetchPolicy: 'cache-and-network' });
  const options = (data?.departments.items ?? []).map((d) => ({ value: d.id, label: `${d.code} ${d.name}` }));
  return <FormSelect name="departmentId" label={t('fields.department')} data={options} clearable searchable />;
}

/**
 * /subcompanies: the company's sub-units with their organisation numbers
 * (MOD11, unique in the company), optional department, and municipality (in a split one, the
 * employer tax zone of the sub-unit's part); new/edit popup and delete (a sub-unit a work relation
 * names is refused).
 */
export default function SubUnitsPage() {
  const { t } = useTranslation('subUnits');
  const mayChange = usePermission('canEditEmployees');
  const texts = useMemo(() => registerTexts(t), [t]);
  const register = useRegister({
    mayChange,
    create: CreateSubUnitDocument,
    update: UpdateSubUnitDocument,
    remove: DeleteSubUnitDocument,
    empty: () => EMPTY_SUB_UNIT,
    toValues: subUnitFormValues,
    toInput: subUnitInput,
    idOf: (row: SubUnitRow) => row.id,
    nameOf: (row: SubUnitRow) => row.name,
    texts,
  });
  const { actionsColumn } = register;
  const fetchPage = useApolloPageFetch(SubUnitsDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as SubUnitOrderBy | null }),
    select: (data) => data.subUnits,
  });

  const columns = useMemo<PagedColumn<SubUnitRow>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      {
        id: 'organizationNumber',
        orderBy: 'organization_number',
        header: t('fields.organizationNumber'),
        value: (row) => formatOrganizationNumber(row.organizationNumber),
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'department',
        header: t('fields.department'),
        value: (row) => (row.department ? `${row.department.code} ${row.department.name}` : ''),
      },
      { id: 'municipality', header: t('fields.municipality'), value: (row) => row.municipality?.name ?? '' },
      { id: 'employerTaxZone', header: t('fields.zone'), value: (row) => employerTaxZoneOf(row) ?? '' },
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
      schema={subUnitSchema}
      modalSize="md"
    >
      <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus />
      <FormTextInput name="organizationNumber" label={t('fields.organizationNumber')} withAsterisk />
      <DepartmentSelect />
      <MunicipalityField
        name="municipalityNumber"
        label={t('fields.municipality')}
        description={t('fields.municipalityHelp')}
      />
      <EmployerTaxZoneField />
    </RegisterPage>
  );
}
