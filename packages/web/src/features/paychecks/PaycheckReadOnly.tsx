import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney } from '@fjord/domain';
import { CollapsibleSection } from '../../ui/layout/CollapsibleSection';
import { Section } from '../orders/editor/OrderFields';
import { useLineDimensionChoices } from '../paycheck-templates/line-choices';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import type { SavedPaycheck } from './paycheck-form';
import { usePaycheckSection } from './paycheck-sections';

/** A locked paycheck (or one the user may only read): its lines, prepayments and comments as saved. */
export function PaycheckReadOnly({ paycheck }: { paycheck: SavedPaycheck }) {
  const { t, i18n } = useTranslation('paychecks');
  const locale = localeOf(i18n.language);
  const dimensions = useLineDimensionChoices();
  const [prepaymentsOpened, setPrepaymentsOpened] = usePaycheckSection('prepayments');
  const nameOf = (list: { value: string; label: string }[], id: string | null | undefined) =>
    id ? (list.find((choice) => choice.value === id)?.label ?? null) : null;
  const lines = [...paycheck.lines].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="xl">
      <Section title={t('sections.lines')}>
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="xs" striped aria-label={t('sections.lines')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('line.mainTemplate')}</Table.Th>
                <Table.Th>{t('line.description')}</Table.Th>
                <Table.Th ta="right">{t('line.quantity')}</Table.Th>
                <Table.Th ta="right">{t('line.rate')}</Table.Th>
                <Table.Th ta="right">{t('line.sum')}</Table.Th>
                <Table.Th>{t('line.dimensions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.templateNumber ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Text size="sm">{line.description}</Text>
                      {line.calculationType === 'CALCULATED' && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('line.calculatedOnly')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity ? formatDecimal(line.quantity, locale) : ''}</Table.Td>
                  <Table.Td ta="right">{line.rate ? formatDecimal(line.rate, locale) : ''}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.sum, locale)}
                  </Table.Td>
                  <Table.Td>
                    {[
                      nameOf(dimensions.cars, line.carId),
                      nameOf(dimensions.projects, line.projectId),
                      nameOf(dimensions.departments, line.departmentId),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
      {paycheck.prepayments.length > 0 && (
        <CollapsibleSection
          title={t('sections.prepayments')}
          count={paycheck.prepayments.length}
          opened={prepaymentsOpened}
          onChange={setPrepaymentsOpened}
        >
          <Table verticalSpacing={4} aria-label={t('sections.prepayments')} maw={400}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('prepayments.paymentDate')}</Table.Th>
                <Table.Th ta="right">{t('prepayments.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {paycheck.prepayments.map((prepayment) => (
                <Table.Tr key={prepayment.id}>
                  <Table.Td>{formatDate(prepayment.paymentDate, locale)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(prepayment.amount, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CollapsibleSection>
      )}
      {(paycheck.comment || paycheck.internalComment) && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {paycheck.comment && <Comment label={t('fields.comment')} text={paycheck.comment} />}
          {paycheck.internalComment && <Comment label={t('fields.internalComment')} text={paycheck.internalComment} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Comment({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Stack>
  );
}
