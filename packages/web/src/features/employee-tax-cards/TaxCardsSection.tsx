import { Fragment, useMemo, useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { IconCalculator, IconCloudDownload, IconPlus } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@fjord/domain';
import { RowActions } from '../../ui/crud';
import { genericErrorMessage, messagesForGraphQLError } from '../../ui/errors';
import { FormModal, graphQLErrorsOf } from '../../ui/forms';
import { formatAmount } from '../../ui/inputs';
import { formatDateTime } from '../../ui/format';
import { toast } from '../../ui/overlays';
import { EmployeeRecordsSection } from '../employees/EmployeeRecordsSection';
import { useEmployeeRecords } from '../employees/use-employee-records';
import { TaxCalculator } from './TaxCalculator';
import { TaxCardFormFields } from './TaxCardFormFields';
import { formatPercentage } from './tax-card-terms';
import {
  CreateEmployeeTaxCardDocument,
  DeleteEmployeeTaxCardDocument,
  EmployeeTaxCardsDocument,
  FetchEmployeeTaxCardDocument,
  UpdateEmployeeTaxCardDocument,
} from './operations';
import {
  newTaxCardValues,
  osloYear,
  taxCardFormValues,
  taxCardInput,
  taxCardSchema,
  type TaxCardRow,
} from './tax-card-form';

type FetchProblem = { kind: 'notFound' | 'unavailable' | 'error'; text: string } | null;

/**
 * "Skattekort" on the employee page: the employee's tax cards per year, fetching a year's card from
 * the Tax Administration, and adding, editing and deleting cards by hand (canEditEmployees).
 */
export function TaxCardsSection({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useTranslation(['taxCards', 'payrollCodes']);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const thisYear = useMemo(() => osloYear(), []);
  const { mayChange, mayRead, data, loading, reload, editing, setEditing, save, deleteRecord } = useEmployeeRecords({
    employeeId,
    namespace: 'taxCards',
    list: EmployeeTaxCardsDocument,
    create: CreateEmployeeTaxCardDocument,
    update: UpdateEmployeeTaxCardDocument,
    remove: DeleteEmployeeTaxCardDocument,
    toInput: taxCardInput,
  });
  const client = useApolloClient();
  const [year, setYear] = useState(String(thisYear));
  const [fetching, setFetching] = useState(false);
  const [problem, setProblem] = useState<FetchProblem>(null);
  const [calculatorOf, setCalculatorOf] = useState<string | null>(null);

  if (!mayRead) return null;
  const cards = data?.employeeTaxCards ?? [];
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map(String);

  async function fetchCard() {
    setFetching(true);
    setProblem(null);
    try {
      await client.mutate({
        mutation: FetchEmployeeTaxCardDocument,
        variables: { employeeId, calendarYear: Number(year) },
        context: { handleErrors: false },
      });
      toast('success', t('fetch.done', { year }));
      reload();
    } catch (error) {
      setProblem(fetchProblemOf(error));
    } finally {
      setFetching(false);
    }
  }

  function fetchProblemOf(error: unknown): FetchProblem {
    const errors = graphQLErrorsOf(error) ?? [];
    const first = errors[0];
    const validations = (first?.extensions?.validations ?? []) as { type?: string }[];
    if (validations.some((validation) => validation.type === 'no_tax_card'))
      return { kind: 'notFound', text: t('fetch.notFound', { year }) };
    if (first?.extensions?.code === 'SERVICE_UNAVAILABLE') return { kind: 'unavailable', text: t('fetch.unavailable') };
    return {
      kind: 'error',
      text: first ? messagesForGraphQLError(i18n.t, first).join(' ') : genericErrorMessage(i18n.t),
    };
  }

  const method = (row: TaxCardRow) => t(`payrollCodes:taxDeductionMethods.${row.taxDeductionMethod}`);
  const percent = (value: string | null | undefined) => formatPercentage(value, locale);
  const dateTime = (value: string) => formatDateTime(value, locale);

  return (
    <EmployeeRecordsSection
      title={t('title')}
      actions={
        mayChange && (
          <Group gap="xs">
            <Select
              aria-label={t('fetch.year')}
              data={years}
              value={year}
              onChange={(value) => value && setYear(value)}
              allowDeselect={false}
              w={100}
            />
            <Button
              variant="light"
              leftSection={<IconCloudDownload size={18} />}
              loading={fetching}
              onClick={() => void fetchCard()}
            >
              {t('fetch.button')}
            </Button>
            <Button
              leftSection={<IconPlus size={18} />}
              aria-haspopup="dialog"
              onClick={() => setEditing({ id: null, values: newTaxCardValues(thisYear) })}
            >
              {t('new')}
            </Button>
          </Group>
        )
      }
      notices={
        <>
          {fetching && (
            <Text size="sm" c="dimmed">
              {t('fetch.busy')}
            </Text>
          )}
          {problem && (
            <Alert
              color={problem.kind === 'notFound' ? 'yellow' : 'red'}
              withCloseButton
              onClose={() => setProblem(null)}
            >
              {problem.text}
            </Alert>
          )}
        </>
      }
      loading={loading && !data}
      emptyText={data && cards.length === 0 ? t('none') : null}
    >
      {cards.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.year')}</Table.Th>
                <Table.Th>{t('columns.method')}</Table.Th>
                <Table.Th>{t('columns.table')}</Table.Th>
                <Table.Th ta="right">{t('columns.percentage')}</Table.Th>
                <Table.Th ta="right">{t('columns.limit')}</Table.Th>
                <Table.Th>{t('columns.fetchedAt')}</Table.Th>
                <Table.Th>{t('columns.document')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cards.map((card) => (
                <Fragment key={card.id}>
                  <Table.Tr>
                    <Table.Td>{card.calendarYear}</Table.Td>
                    <Table.Td>{method(card)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {card.taxTable ?? ''}
                        {card.taxDeductionMethod === 'MAIN_EMPLOYER_TABLE' && (
                          <Tooltip label={t('calculator.toggle', { year: card.calendarYear })}>
                            <ActionIcon
                              variant={calculatorOf === card.id ? 'light' : 'subtle'}
                              size="sm"
                              aria-label={t('calculator.toggle', { year: card.calendarYear })}
                              aria-expanded={calculatorOf === card.id}
                              aria-controls={calculatorOf === card.id ? `tax-calculator-${card.id}` : undefined}
                              onClick={() => setCalculatorOf(calculatorOf === card.id ? null : card.id)}
                            >
                              <IconCalculator size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{percent(card.taxPercentage)}</Table.Td>
                    <Table.Td ta="right">
                      {card.taxExemptionAmountLimit ? formatAmount(card.taxExemptionAmountLimit, locale, true) : ''}
                    </Table.Td>
                    <Table.Td>{card.fetchedAt ? dateTime(card.fetchedAt) : t('manual')}</Table.Td>
                    <Table.Td>
                      {card.file && (
                        <Anchor href={card.file.url} target="_blank" rel="noopener">
                          {t('document')}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {mayChange && (
                        <RowActions
                          name={t('cardName', { year: card.calendarYear })}
                          onEdit={() => setEditing({ id: card.id, values: taxCardFormValues(card) })}
                          onDelete={() =>
                            void deleteRecord({ id: card.id }, t('cardName', { year: card.calendarYear }))
                          }
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                  {calculatorOf === card.id && (
                    <Table.Tr id={`tax-calculator-${card.id}`}>
                      <Table.Td colSpan={8}>
                        <TaxCalculator year={card.calendarYear} table={card.taxTable ?? ''} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <FormModal
        saved={editing?.values ?? null}
        title={editing?.id ? t('edit') : t('new')}
        schema={taxCardSchema}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <TaxCardFormFields />
      </FormModal>
    </EmployeeRecordsSection>
  );
}
