import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A finding of the server's EHF validation (Invoice.ehfValidation, or a refusal's ehfRuleFailed params). */
export type EhfFindingItem = {
  ruleId: string;
  flag: 'FATAL' | 'WARNING';
  /** The rule's official text (English, as the rule files give it). */
  text: string;
  /** The rule's message in the user's language (the pack's rules translated to Bokmål); the official text when absent. */
  message?: string | null;
  /** The business terms of EN 16931 the rule names, in the user's language: "Selgers mva-nummer (BT-31)". */
  terms?: readonly string[] | null;
  /** The invoice's part: supplier, customer, lines.0, allowanceCharges.1, payment, totals …; null for the whole. */
  field: string | null;
  location: string;
};

/** The invoice's part a finding names, in words: "Line 2" for lines.1 (the field's index is zero-based). */
export function fieldLabel(field: string | null, t: (key: string, options?: Record<string, unknown>) => string) {
  if (!field) return t('fields.document');
  const [part, index] = field.split('.');
  if (part === 'lines' && index !== undefined) return t('fields.line', { number: Number(index) + 1 });
  if (part === 'allowanceCharges' && index !== undefined)
    return t('fields.allowanceCharge', { number: Number(index) + 1 });
  const key = `fields.${part}`;
  const label = t(key);
  return label === key ? part! : label;
}

/**
 * The EHF validation of an invoice for the send dialog: whether it can be sent, and each finding
 * with its rule id, message and the invoice's part it is about — errors (which block sending by
 * EHF) first and in red, warnings (which do not) in yellow.
 */
export function EhfFindings({ findings }: { findings: readonly EhfFindingItem[] }) {
  const { t } = useTranslation('ehfFindings');
  const sorted = [...findings].sort((a, b) => Number(a.flag === 'WARNING') - Number(b.flag === 'WARNING'));
  const blocked = findings.some((finding) => finding.flag === 'FATAL');
  return (
    <Stack gap="xs" aria-label={t('title')} role="region">
      <Alert color={blocked ? 'red' : 'green'} variant="light" title={t('title')}>
        {blocked ? t('blocked') : t('valid')}
      </Alert>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('rule')}</Table.Th>
              <Table.Th>{t('text')}</Table.Th>
              <Table.Th>{t('field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((finding, index) => (
              <Table.Tr key={`${finding.ruleId}-${finding.location}-${index}`}>
                <Table.Td>
                  <Badge color={finding.flag === 'FATAL' ? 'red' : 'yellow'} variant="light">
                    {finding.flag === 'FATAL' ? t('fatal') : t('warning')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {finding.ruleId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lang={finding.message ? undefined : 'en'}>
                    {finding.message || finding.text}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" title={finding.location}>
                    {fieldLabel(finding.field, t)}
                  </Text>
                  {finding.terms && finding.terms.length > 0 ? (
                    <Text size="xs" c="dimmed">
                      {finding.terms.join(', ')}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
