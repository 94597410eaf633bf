import { useMemo } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermission } from '../../app/permissions';
import type { PaycheckTemplateFieldsFragment } from '../../gql/graphql';
import { FormSelect, FormTextInput, RowOrderButtons, useAppForm } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { PaycheckTemplateDocument, SavePaycheckTemplateDocument } from './operations';
import { LineDimensionSelects, useLineDimensionChoices, useMainTemplateOptions, type MainOption } from './line-choices';
import { LineFigureCells } from './LineFigureCells';
import { TemplateFormFrame, TemplatePageFrame } from './TemplatePageFrame';
import {
  newTemplateLine,
  templateFormValues,
  templateLinesInput,
  templateSchema,
  type TemplateFormValues,
} from './template-lines';

const schema = templateSchema();

/**
 * /company-paycheck-template (the lines every new paycheck starts with) and
 * /work-relation/:id/paycheck-template (one work relation's lines): editable rows with a pay line,
 * description, quantity × rate = sum and the dimensions the pay line allows; add, remove, reorder,
 * saved as a whole list with the unsaved-changes guard. Needs canViewSalaries to see, canEditEmployees to change.
 */
export default function PaycheckTemplatePage() {
  const { t } = useTranslation('paycheckTemplates');
  const { id } = useParams();
  const workRelationId = id ?? null;
  return (
    <TemplatePageFrame
      workRelationId={workRelationId}
      title={workRelationId ? t('template.relationTitle') : t('template.companyTitle')}
      intro={workRelationId ? t('template.relationIntro') : t('template.companyIntro')}
    >
      {(template) => <TemplateForm workRelationId={workRelationId} template={template} />}
    </TemplatePageFrame>
  );
}

function TemplateForm({
  workRelationId,
  template,
}: {
  workRelationId: string | null;
  template: PaycheckTemplateFieldsFragment;
}) {
  const { t } = useTranslation('paycheckTemplates');
  const client = useApolloClient();
  const mayChange = usePermission('canEditEmployees');
  const saved = useMemo(() => templateFormValues(template.lines), [template]);
  const form = useAppForm({ schema, saved });
  // A line may keep a pay line deactivated since it was chosen.
  const kept = useMemo(
    () =>
      template.lines.map((line) => ({
        id: line.mainTemplate.id,
        label: `${line.mainTemplate.number} ${line.mainTemplate.description}`,
        carOverwrite: !!line.car,
        projectOverwrite: !!line.project,
        departmentOverwrite: !!line.department,
      })),
    [template],
  );
  const mainOptions = useMainTemplateOptions(kept);

  async function save(values: TemplateFormValues) {
    await client.mutate({
      mutation: SavePaycheckTemplateDocument,
      variables: { workRelationId, lines: templateLinesInput(withAllowedDimensions(values, mainOptions)) },
      context: { handleErrors: false },
      refetchQueries: [{ query: PaycheckTemplateDocument, variables: { workRelationId } }],
      awaitRefetchQueries: true,
    });
    toast('success', t('template.saved'));
  }

  return (
    <TemplateFormFrame form={form} onSubmit={save} label={t('template.lines')}>
      <TemplateLines mainOptions={mainOptions} mayChange={mayChange} />
    </TemplateFormFrame>
  );
}

/** A dimension chosen before the pay line was changed to one that does not allow it is dropped. */
function withAllowedDimensions(values: TemplateFormValues, mainOptions: Map<string, MainOption>): TemplateFormValues {
  return {
    lines: values.lines.map((line) => {
      const main = line.mainTemplateId ? mainOptions.get(line.mainTemplateId) : undefined;
      return {
        ...line,
        carId: main?.carOverwrite ? line.carId : null,
        projectId: main?.projectOverwrite ? line.projectId : null,
        departmentId: main?.departmentOverwrite ? line.departmentId : null,
      };
    }),
  };
}

function TemplateLines({ mainOptions, mayChange }: { mainOptions: Map<string, MainOption>; mayChange: boolean }) {
  const { t } = useTranslation('paycheckTemplates');
  const { control } = useFormContext<TemplateFormValues>();
  // keyName: the lines carry their own `id`, which useFieldArray must not overwrite.
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const dimensionChoices = useLineDimensionChoices();
  const choices = useMemo(
    () => [...mainOptions.values()].map((option) => ({ value: option.id, label: option.label })),
    [mainOptions],
  );

  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text c="dimmed">{t('template.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('line.mainTemplate')}</Table.Th>
                <Table.Th>{t('fields.description')}</Table.Th>
                <Table.Th>{t('fields.quantity')}</Table.Th>
                <Table.Th>{t('fields.rate')}</Table.Th>
                <Table.Th>{t('fields.sum')}</Table.Th>
                <Table.Th>{t('line.dimensions')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => {
                const line = lines[index];
                const main = line?.mainTemplateId ? mainOptions.get(line.mainTemplateId) : undefined;
                const name = (part: string) => `lines.${index}.${part}`;
                const rowLabel = main?.label ?? t('line.new', { number: index + 1 });
                return (
                  <Table.Tr key={field.key} aria-label={rowLabel}>
                    <Table.Td miw={220}>
                      <FormSelect
                        name={name('mainTemplateId')}
                        aria-label={t('line.mainTemplateOf', { number: index + 1 })}
                        data={choices}
                        searchable
                      />
                    </Table.Td>
                    <Table.Td>
                      <FormTextInput
                        name={name('description')}
                        aria-label={t('line.descriptionOf', { number: index + 1 })}
                      />
                    </Table.Td>
                    <LineFigureCells index={index} line={line} />
                    <Table.Td miw={200}>
                      <LineDimensionSelects index={index} main={main} choices={dimensionChoices} />
                    </Table.Td>
                    <Table.Td>
                      {mayChange && (
                        <RowOrderButtons
                          index={index}
                          count={fields.length}
                          move={move}
                          remove={remove}
                          labels={{
                            up: t('line.up', { name: rowLabel }),
                            down: t('line.down', { name: rowLabel }),
                            remove: t('line.remove', { name: rowLabel }),
                          }}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {mayChange && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(newTemplateLine())}>
            {t('line.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
