import { useMemo } from 'react';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUSES, maskPersonalNumber, type EmployeeStatus } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { EmployeeOrderBy, EmployeesQuery } from '../../gql/graphql';
import { ListPage } from '../../ui/crud';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { TaxCardRequestsSection } from '../employee-tax-cards/TaxCardRequestsSection';
import { EmployeesDocument } from './operations';
import { STATUS_COLORS } from './status';

type EmployeeRow = EmployeesQuery['employees']['items'][number];

/**
 * /employees: the paged list by last name with the personal number
 * masked ("DDMMYY *****") and the status from the work relations; filters by name and status.
 * A name opens the employee; "New employee" for those who may edit employees, who also fetch the tax cards of
 * everyone from the Tax Administration under the list.
 */
export default function EmployeesPage() {
  const { t } = useTranslation(['employees', 'payrollCodes']);
  const mayChange = usePermission('canEditEmployees');
  const fetchPage = useApolloPageFetch(EmployeesDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as EmployeeOrderBy | null,
      filters: {
        name: (request.filters.name as string | undefined) ?? null,
        status: (request.filters.status as EmployeeStatus | undefined) ?? null,
      },
    }),
    select: (data) => data.employees,
  });

  const columns = useMemo<PagedColumn<EmployeeRow>[]>(
    () => [
      {
        id: 'name',
        orderBy: 'last_name',
        header: t('fields.name'),
        value: (row) => row.name,
        cell: (row) => (
          <Anchor component={Link} to={`/employees/${row.id}`}>
            {row.name}
          </Anchor>
        ),
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'socialSecurityNumber',
        header: t('fields.personalNumber'),
        value: (row) => {
          const number = row.socialSecurityNumber ?? row.temporarySocialSecurityNumber;
          return number ? maskPersonalNumber(number) : '';
        },
      },
      {
        id: 'birthDate',
        orderBy: 'birth_date',
        header: t('fields.birthDate'),
        value: (row) => row.birthDate,
        sortable: true,
      },
      {
        id: 'status',
        header: t('fields.status'),
        value: (row) => row.status,
        cell: (row) => (
          <Badge variant="light" color={STATUS_COLORS[row.status]}>
            {t(`payrollCodes:employeeStatuses.${row.status}`)}
          </Badge>
        ),
        sortable: true,
        filter: {
          type: 'select',
          options: EMPLOYEE_STATUSES.map((value) => ({ value, label: t(`payrollCodes:employeeStatuses.${value}`) })),
        },
      },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        mayChange ? (
          <Button component={Link} to="/employees/new" leftSection={<IconPlus size={16} />}>
            {t('new')}
          </Button>
        ) : undefined
      }
    >
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'name', direction: 'ASC' }}
      />
      <TaxCardRequestsSection />
    </ListPage>
  );
}
