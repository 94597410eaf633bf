import { useCallback, useMemo } from 'react';
import { Alert, Anchor, Badge, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import { useDeleteAction } from '../../ui/crud';
import { AppForm, FormActions, ReadOnlyFieldset, ReadOnlyNotice, useAppForm } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { TaxCardsSection } from '../employee-tax-cards/TaxCardsSection';
import { WorkRelationsSection } from '../work-relations/WorkRelationsSection';
import { EmployeeFields, type Country } from './EmployeeFields';
import { STATUS_COLORS } from './status';
import {
  employeeFormValues,
  employeeInput,
  employeeSchema,
  newEmployeeValues,
  type Employee,
  type EmployeeFormValues,
} from './employee-form';
import {
  CreateEmployeeDocument,
  DeleteEmployeeDocument,
  EmployeeDocument,
  EmployeeFormOptionsDocument,
  UpdateEmployeeDocument,
} from './operations';
import { PageTitle } from '../../ui/layout/PageTitle';

/**
 * /employees/new and /employees/:id: one full-page form in sections
 * (person, address, contact, identity, bank, pay) with the unsaved-changes guard; under an existing
 * employee their tax cards and work relations. Without canEditEmployees the page is read-only.
 */
export default function EmployeePage() {
  const { id } = useParams();
  const { t } = useTranslation('employees');
  const options = useQuery(EmployeeFormOptionsDocument, { context: { handleErrors: false } });
  const { data, error } = useQuery(EmployeeDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });

  if (id && error && !data) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('notFound')}
      </Alert>
    );
  }
  const employee = data?.employee ?? null;
  if ((id && !employee) || (options.loading && !options.data)) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const settings = options.data?.unitPaycheckSetting;
  const defaults = settings
    ? { vacationMoneyPercentage: settings.defaultVacationMoneyPercentage, creditDays: settings.defaultCreditDays }
    : undefined;
  return (
    <EmployeeForm
      key={employee?.id ?? 'new'}
      employee={employee}
      defaults={defaults}
      countries={options.data?.allCountries ?? []}
    />
  );
}

type FormProps = {
  employee: Employee | null;
  defaults?: { vacationMoneyPercentage: string; creditDays: number };
  countries: Country[];
};

function EmployeeForm({ employee, defaults, countries }: FormProps) {
  const { t } = useTranslation(['employees', 'payrollCodes']);
  const mayChange = usePermission('canEditEmployees');
  const client = useApolloClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const saved = useMemo(
    () => (employee ? employeeFormValues(employee) : newEmployeeValues(defaults)),
    [employee, defaults],
  );
  const form = useAppForm({ schema: employeeSchema, saved });

  const describe = useCallback(
    (name: string) => ({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name }),
      done: t('deleted', { name }),
    }),
    [t],
  );
  const onDeleted = useCallback(() => void navigate('/employees'), [navigate]);
  const deleteEmployee = useDeleteAction({ mutation: DeleteEmployeeDocument, describe, onDeleted });

  async function save(values: EmployeeFormValues) {
    const input = employeeInput(values);
    const context = { handleErrors: false };
    if (employee) {
      await client.mutate({
        mutation: UpdateEmployeeDocument,
        variables: { id: employee.id, input },
        context,
        refetchQueries: [EmployeeDocument],
      });
      toast('success', t('saved'));
      return;
    }
    const result = await client.mutate({ mutation: CreateEmployeeDocument, variables: { input }, context });
    const id = result.data?.createEmployee.id;
    if (!id) return false;
    // Saved: the form is clean again before the page moves on, so the leave guard lets it go.
    form.reset(values);
    await navigate(`/employees/${id}?new_employee=true`);
  }

  const isNewlyCreated = employee !== null && searchParams.get('new_employee') === 'true';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Anchor component={Link} to="/employees" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('back')}
            </Group>
          </Anchor>
          <Group gap="sm">
            <PageTitle>{employee ? employee.name : t('newTitle')}</PageTitle>
            {employee && (
              <Badge variant="light" color={STATUS_COLORS[employee.status]}>
                {t(`payrollCodes:employeeStatuses.${employee.status}`)}
              </Badge>
            )}
          </Group>
        </Stack>
        {employee && mayChange && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            aria-haspopup="dialog"
            onClick={() => void deleteEmployee({ id: employee.id }, employee.name)}
          >
            {t('delete')}
          </Button>
        )}
      </Group>
      {isNewlyCreated && (
        <Alert
          color="green"
          icon={<IconCircleCheck />}
          title={t('created.title')}
          withCloseButton
          closeButtonLabel={t('created.close')}
          onClose={() => setSearchParams({}, { replace: true })}
        >
          {t('created.message')}
        </Alert>
      )}
      {!mayChange && <ReadOnlyNotice>{t('readOnly')}</ReadOnlyNotice>}
      <AppForm form={form} onSubmit={save} aria-label={t('formLabel')} leaveGuard={mayChange}>
        <ReadOnlyFieldset readOnly={!mayChange}>
          <EmployeeFields employeeId={employee?.id ?? null} countries={countries} />
        </ReadOnlyFieldset>
        {mayChange && <FormActions resetLabel={t('reset')} submitLabel={employee ? t('common:save') : t('create')} />}
      </AppForm>
      {employee && (
        <>
          <TaxCardsSection employeeId={employee.id} />
          <WorkRelationsSection employeeId={employee.id} />
        </>
      )}
    </Stack>
  );
}
