import { useMemo } from 'react';
import { Table, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { templateLineSum } from '@fjord/domain';
import type { PaycheckTemplateFieldsFragment } from '../../gql/graphql';
import { useAppForm } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { PaycheckTemplateDocument, SaveSimplifiedPaycheckTemplateDocument } from './operations';
import { LineFigureCells } from './LineFigureCells';
import { TemplateFormFrame, TemplatePageFrame } from './TemplatePageFrame';
import { templateFormValues, templateSchema, type TemplateFormValues } from './template-lines';

const schema = templateSchema(true);
type SavedLine = PaycheckTemplateFieldsFragment['lines'][number];

/**
 * /work-relation/:id/simplified-paycheck-template: the salary of one work relation at a glance —
 * only the lines whose pay line is editable from the employee page, and only their quantity, rate
 * and sum (sum = quantity × rate when both are set).
 */
export default function SimplifiedTemplatePage() {
  const { t } = useTranslation('paycheckTemplates');
  const { id = '' } = useParams();
  return (
    <TemplatePageFrame workRelationId={id} title={t('simplified.title')} intro={t('simplified.intro')}>
      {(template) => <SimplifiedForm workRelationId={id} template={template} />}
    </TemplatePageFrame>
  );
}

function SimplifiedForm({
  workRelationId,
  template,
}: {
  workRelationId: string;
  template: PaycheckTemplateFieldsFragment;
}) {
  const { t } = useTranslation('paycheckTemplates');
  const client = useApolloClient();
  const editable = useMemo(
    () => template.lines.filter((line) => line.mainTemplate.editableFromEmployeePage),
    [template],
  );
  const saved = useMemo(() => templateFormValues(editable), [editable]);
  const form = useAppForm({ schema, saved });

  async function save(values: TemplateFormValues) {
    await client.mutate({
      mutation: SaveSimplifiedPaycheckTemplateDocument,
      variables: {
        workRelationId,
        lines: values.lines.map((line) => ({
          id: line.id!,
          quantity: line.quantity || null,
          rate: line.rate || null,
          sum: templateLineSum(line),
        })),
      },
      context: { handleErrors: false },
      refetchQueries: [{ query: PaycheckTemplateDocument, variables: { workRelationId } }],
      awaitRefetchQueries: true,
    });
    toast('success', t('template.saved'));
  }

  if (editable.length === 0) return <Text c="dimmed">{t('simplified.empty')}</Text>;
  return (
    <TemplateFormFrame form={form} onSubmit={save} label={t('simplified.title')}>
      <SimplifiedLines lines={editable} />
    </TemplateFormFrame>
  );
}

function SimplifiedLines({ lines: savedLines }: { lines: SavedLine[] }) {
  const { t } = useTranslation('paycheckTemplates');
  const { control } = useFormContext<TemplateFormValues>();
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('line.mainTemplate')}</Table.Th>
          <Table.Th>{t('fields.quantity')}</Table.Th>
          <Table.Th>{t('fields.rate')}</Table.Th>
          <Table.Th>{t('fields.sum')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {savedLines.map((saved, index) => {
          const line = lines[index];
          const label = saved.description || `${saved.mainTemplate.number} ${saved.mainTemplate.description}`;
          return (
            <Table.Tr key={saved.id}>
              <Table.Td>{label}</Table.Td>
              <LineFigureCells index={index} line={line} />
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
