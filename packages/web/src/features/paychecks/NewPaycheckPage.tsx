import { useRef, useState } from 'react';
import { Center, Group, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { osloDate } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { AppForm, FormCheckbox, FormField, FormTextInput, SubmitButton, useAppForm } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { currentPeriod, usePaycheckPeriods, usePeriodYear } from '../paycheck-periods/use-periods';
import { CreatePaycheckDocument, PaycheckWorkRelationDocument } from './operations';
import { EmployeeField, PeriodField, WorkRelationField } from './NewPaycheckFields';
import { PaycheckFrame } from './PaycheckFrame';
import { newPaycheckInput, newPaycheckSchema, type NewPaycheckFormValues } from './paycheck-form';

/**
 * /paychecks/new (?workRelationId, subUnitId, periodId): whose paycheck — an employee and one of
 * their work relations — for which period (this month's by default), optionally paid on another
 * day than the period's pay date. Saved as a draft or created as an open paycheck with its lines
 * from the templates; either way the paycheck opens.
 */
export default function NewPaycheckPage() {
  const { t } = useTranslation(['paychecks', 'shell']);
  const [params] = useSearchParams();
  // /advanced-paychecks/new starts an advanced paycheck (free lines, typed tax).
  const advancedRoute = useMatch('/advanced-paychecks/new') !== null;
  const workRelationId = params.get('workRelationId');
  const periodId = params.get('periodId');
  const [year, , yearKnown] = usePeriodYear(periodId);
  const periods = usePaycheckPeriods(year);
  const relation = useQuery(PaycheckWorkRelationDocument, {
    variables: { id: workRelationId ?? '' },
    skip: !workRelationId,
  });
  const ready = yearKnown && !!periods.data && (!workRelationId || !!relation.data);
  // The form starts from what the link and the loaded records say, once: a refetch later does not reset it.
  const [initial, setInitial] = useState<NewPaycheckFormValues | null>(null);
  if (ready && !initial) {
    const chosen = periodId ?? currentPeriod(periods.data?.paycheckPeriods ?? [], osloDate())?.id ?? null;
    const employee = relation.data?.workRelation.employee;
    setInitial({
      employeeId: employee?.id ?? null,
      employeeName: employee?.name ?? '',
      workRelationId: employee ? workRelationId : null,
      periodId: chosen,
      paidDate: null,
      advancedMode: advancedRoute,
      number: '',
    });
  }

  return (
    <PaycheckFrame
      periodId={periodId}
      title={t(advancedRoute ? 'shell:routes.newAdvancedPaycheck' : 'shell:routes.newPaycheck')}
    >
      {initial ? (
        <NewPaycheckForm initial={initial} year={year} subUnitId={params.get('subUnitId')} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </PaycheckFrame>
  );
}

function NewPaycheckForm({
  initial,
  year,
  subUnitId,
}: {
  initial: NewPaycheckFormValues;
  year: number;
  subUnitId: string | null;
}) {
  const { t } = useTranslation('paychecks');
  const client = useApolloClient();
  const navigate = useNavigate();
  const mayAdvance = usePermission('canCreateAdvancedPaychecks');
  const form = useAppForm<NewPaycheckFormValues>({ schema: newPaycheckSchema, saved: initial });
  const advanced = useWatch({ control: form.control, name: 'advancedMode' });
  // Which of the two submit buttons was pressed.
  const asDraft = useRef(false);

  async function create(values: NewPaycheckFormValues) {
    const draft = asDraft.current;
    const result = await client.mutate({
      mutation: CreatePaycheckDocument,
      variables: { input: newPaycheckInput(values), draft },
      context: { handleErrors: false },
    });
    const created = result.data?.createPaycheck;
    if (!created) return false;
    toast('success', draft ? t('new.draftSaved') : t('new.created', { number: created.number ?? '' }));
    // Saved: the form is clean before the page moves on, so the leave guard lets it go.
    form.reset(values);
    await navigate(`/paychecks/${created.id}`);
  }

  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={create} aria-label={t('new.formLabel')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <EmployeeField />
            <WorkRelationField subUnitId={subUnitId} />
            <PeriodField initialYear={year} />
            <FormField
              name="paidDate"
              label={t('fields.paidDate')}
              description={t('new.paidDateHint')}
              component={DateInput}
            />
          </SimpleGrid>
          {mayAdvance && (
            <Group align="flex-end">
              <FormCheckbox name="advancedMode" label={t('fields.advancedMode')} description={t('new.advancedHint')} />
              {advanced && (
                <FormTextInput name="number" label={t('fields.manualNumber')} description={t('new.numberHint')} />
              )}
            </Group>
          )}
          <Group justify="flex-end">
            <SubmitButton variant="default" onClick={() => (asDraft.current = true)}>
              {t('new.saveDraft')}
            </SubmitButton>
            <SubmitButton onClick={() => (asDraft.current = false)}>{t('new.create')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Paper>
  );
}
