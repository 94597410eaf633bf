import { useEffect, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { osloDate } from '@fjord/domain';
import type { PaycheckWorkRelationsQuery } from '../../gql/graphql';
import { FormField, FormSelect } from '../../ui/forms';
import { ServerAutocomplete, type AutocompleteOption, type ServerSearchInputProps } from '../../ui/inputs';
import { periodOptions, usePaycheckPeriods } from '../paycheck-periods/use-periods';
import { YearStepper } from '../paycheck-periods/YearStepper';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import { PaycheckEmployeeSearchDocument, PaycheckWorkRelationsDocument } from './operations';
import type { NewPaycheckFormValues } from './paycheck-form';

type WorkRelation = PaycheckWorkRelationsQuery['workRelations'][number];

const employeeOptions = (data: { employees: { items: { id: string; name: string }[] } }): AutocompleteOption[] =>
  data.employees.items.map((employee) => ({ value: employee.id, label: employee.name }));

function EmployeeInput(props: ServerSearchInputProps) {
  return (
    <ServerAutocomplete
      {...props}
      query={PaycheckEmployeeSearchDocument}
      variables={(term) => ({ name: term })}
      toOptions={employeeOptions}
      minChars={2}
    />
  );
}

/** The employee, searched by name; a prefilled one is named by `employeeName`. */
export function EmployeeField() {
  const { t } = useTranslation('paychecks');
  const { getValues } = useFormContext<NewPaycheckFormValues>();
  return (
    <FormField
      name="employeeId"
      label={t('fields.employee')}
      description={t('new.employeeHint')}
      component={EmployeeInput}
      valueLabel={getValues('employeeName') || undefined}
      required
    />
  );
}

const isActive = (relation: WorkRelation, today: string) =>
  relation.startDate <= today && (!relation.endDate || relation.endDate >= today);

/** The relation a new choice of employee starts with: the active one of the sub-unit asked for, or the only active one. */
export function preferredRelation(
  relations: readonly WorkRelation[],
  today: string,
  subUnitId: string | null,
): WorkRelation | null {
  const active = relations.filter((relation) => isActive(relation, today));
  return (
    (subUnitId ? active.find((relation) => relation.subUnitId === subUnitId) : undefined) ??
    (active.length === 1 ? active[0]! : null)
  );
}

/**
 * The chosen employee's work relations (sub-unit, occupation, dates). A relation that does not
 * belong to the employee (the employee was changed) gives way to the preferred one.
 */
export function WorkRelationField({ subUnitId }: { subUnitId: string | null }) {
  const { t, i18n } = useTranslation('paychecks');
  const locale = localeOf(i18n.language);
  const { control, setValue } = useFormContext<NewPaycheckFormValues>();
  const [employeeId, workRelationId] = useWatch({ control, name: ['employeeId', 'workRelationId'] });
  const { data } = useQuery(PaycheckWorkRelationsDocument, {
    variables: { employeeId: employeeId ?? '' },
    skip: !employeeId,
    fetchPolicy: 'cache-and-network',
  });
  const relations = useMemo(() => (employeeId ? (data?.workRelations ?? null) : []), [employeeId, data]);

  useEffect(() => {
    if (!relations || relations.some((relation) => relation.id === workRelationId)) return;
    const preferred = preferredRelation(relations, osloDate(), subUnitId);
    if ((preferred?.id ?? null) !== workRelationId)
      setValue('workRelationId', preferred?.id ?? null, { shouldDirty: true, shouldValidate: !!preferred });
  }, [relations, workRelationId, subUnitId, setValue]);

  const options = (relations ?? []).map((relation) => ({
    value: relation.id,
    label: [
      relation.subUnit?.name ?? t('new.noSubUnit'),
      relation.occupation?.name,
      `${formatDate(relation.startDate, locale)} – ${relation.endDate ? formatDate(relation.endDate, locale) : ''}`,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <FormSelect
      name="workRelationId"
      label={t('fields.workRelation')}
      description={employeeId && relations?.length === 0 ? t('new.noWorkRelations') : undefined}
      data={options}
      disabled={!employeeId}
      withAsterisk
    />
  );
}

/** The period among a year's, the year stepped to with its own control (the chosen period's at first). */
export function PeriodField({ initialYear }: { initialYear: number }) {
  const { t } = useTranslation(['paychecks', 'paycheckPeriods']);
  const [year, setYear] = useState(initialYear);
  const { data } = usePaycheckPeriods(year);
  const periods = data?.paycheckPeriods ?? [];
  return (
    <Stack gap={4}>
      <YearStepper year={year} onChange={setYear} />
      <FormSelect
        name="periodId"
        label={t('fields.period')}
        description={data && periods.length === 0 ? t('new.noPeriods', { year }) : undefined}
        data={periodOptions(t, periods)}
        withAsterisk
      />
    </Stack>
  );
}
