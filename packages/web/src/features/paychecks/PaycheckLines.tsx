import { useMemo } from 'react';
import { Button, Group, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormTextInput } from '../../ui/forms';
import { ListError } from '../orders/editor/DocumentFields';
import { lineRowLabels, OrderedRows } from '../orders/editor/OrderedRows';
import {
  LineDimensionSelects,
  useLineDimensionChoices,
  useMainTemplateOptions,
  type MainOption,
} from '../paycheck-templates/line-choices';
import { LineFigureCells } from '../paycheck-templates/LineFigureCells';
import { newPaycheckLine, type PaycheckFormValues, type SavedPaycheck } from './paycheck-form';

/** A line of an advanced paycheck without a pay line may set any dimension. */
const EVERY_DIMENSION = { carOverwrite: true, projectOverwrite: true, departmentOverwrite: true };

/** The pay lines the saved lines use, so a pay line deactivated since is still named. */
function keptOptions(paycheck: SavedPaycheck): MainOption[] {
  return paycheck.lines.flatMap((line) =>
    line.mainTemplateId
      ? [
          {
            id: line.mainTemplateId,
            label: [line.templateNumber, line.description].filter(Boolean).join(' '),
            carOverwrite: !!line.carId,
            projectOverwrite: !!line.projectId,
            departmentOverwrite: !!line.departmentId,
          },
        ]
      : [],
  );
}

/**
 * The paycheck's lines: a pay line (main template; optional on an advanced paycheck), the text on
 * the paycheck, quantity × rate = sum worked out as typed, and car, project or department where
 * the pay line allows them. Lines are ordered, added and removed; all are saved as one list.
 */
export function PaycheckLines({ paycheck }: { paycheck: SavedPaycheck }) {
  const { t } = useTranslation('paychecks');
  const { control } = useFormContext<PaycheckFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const advanced = useWatch({ control, name: 'advancedMode' });
  const kept = useMemo(() => keptOptions(paycheck), [paycheck]);
  const mainOptions = useMainTemplateOptions(kept);
  const dimensionChoices = useLineDimensionChoices();
  const choices = useMemo(
    () => [...mainOptions.values()].map((option) => ({ value: option.id, label: option.label })),
    [mainOptions],
  );

  const cells = (index: number) => {
    const line = lines[index];
    const main = line?.mainTemplateId ? mainOptions.get(line.mainTemplateId) : undefined;
    const number = index + 1;
    return (
      <>
        <Table.Td miw={220}>
          <FormSelect
            name={`lines.${index}.mainTemplateId`}
            aria-label={t('line.mainTemplateOf', { number })}
            data={choices}
            searchable
            clearable={advanced}
            miw={0}
          />
        </Table.Td>
        <Table.Td miw={200}>
          <FormTextInput
            name={`lines.${index}.description`}
            aria-label={t('line.descriptionOf', { number })}
            placeholder={main ? t('line.descriptionFromTemplate') : undefined}
          />
        </Table.Td>
        <LineFigureCells index={index} line={line} />
        <Table.Td miw={200}>
          <LineDimensionSelects
            index={index}
            main={main ?? (advanced && line ? EVERY_DIMENSION : undefined)}
            choices={dimensionChoices}
          />
        </Table.Td>
      </>
    );
  };

  return (
    <Stack gap="sm">
      <OrderedRows
        label={t('sections.lines')}
        minWidth={1100}
        header={
          <>
            <Table.Th>{t('line.mainTemplate')}</Table.Th>
            <Table.Th>{t('line.description')}</Table.Th>
            <Table.Th w={130}>{t('line.quantity')}</Table.Th>
            <Table.Th w={150}>{t('line.rate')}</Table.Th>
            <Table.Th w={150}>{t('line.sum')}</Table.Th>
            <Table.Th>{t('line.dimensions')}</Table.Th>
          </>
        }
        keys={fields.map((field) => field.key)}
        cells={cells}
        labels={lineRowLabels(t)}
        move={move}
        remove={remove}
        removable
      />
      <ListError name="lines" label={t('sections.lines')} />
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(newPaycheckLine())}>
          {t('line.add')}
        </Button>
      </Group>
    </Stack>
  );
}
