import { ActionIcon, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DURATION_TYPES,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPES_WITH_OCCUPATION,
  LEAVE_TYPES,
  SHIFT_TYPES,
  WORK_RELATION_END_REASONS,
} from '@fjord/domain';
import { FormField, FormSelect, FormTextInput } from '../../ui/forms';
import { AmountInput, DateInput } from '../../ui/inputs';
import { OccupationField } from '../occupations/OccupationField';
import { SubUnitField } from '../sub-units/SubUnitField';
import { emptyLeave, type WorkRelationFormValues } from './work-relation-form';

/** The codes of one `payrollCodes` list as select options. */
function useCodeOptions(list: readonly string[], group: string) {
  const { t } = useTranslation('payrollCodes');
  return list.map((value) => ({ value, label: t(`${group}.${value}`) }));
}

const percent = { component: AmountInput, positiveOnly: true, decimals: 2 } as const;

/** The fields of the work relation popup, its leaves and layoffs as rows. */
export function WorkRelationFormFields({ today }: { today: string }) {
  const { t } = useTranslation('workRelations');
  const employmentTypes = useCodeOptions(EMPLOYMENT_TYPES, 'employmentTypes');
  const durationTypes = useCodeOptions(DURATION_TYPES, 'durationTypes');
  const shiftTypes = useCodeOptions(SHIFT_TYPES, 'shiftTypes');
  const endReasons = useCodeOptions(WORK_RELATION_END_REASONS, 'endReasons');
  const employmentType = useWatch<WorkRelationFormValues, 'employmentType'>({ name: 'employmentType' });
  const needsOccupation = (EMPLOYMENT_TYPES_WITH_OCCUPATION as readonly unknown[]).includes(employmentType);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SubUnitField name="subUnitId" label={t('fields.subUnit')} withAsterisk />
        <OccupationField name="occupationCode" label={t('fields.occupation')} required={needsOccupation} />
        <FormSelect name="employmentType" label={t('fields.employmentType')} data={employmentTypes} withAsterisk />
        <FormSelect name="durationType" label={t('fields.durationType')} data={durationTypes} withAsterisk />
        <FormSelect name="shiftType" label={t('fields.shiftType')} data={shiftTypes} withAsterisk />
        <FormField name="samePositionSince" label={t('fields.samePositionSince')} component={DateInput} />
      </SimpleGrid>
      <Divider label={t('sections.period')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormField name="startDate" label={t('fields.startDate')} component={DateInput} required />
        <FormField name="endDate" label={t('fields.endDate')} component={DateInput} />
        <FormSelect name="endReason" label={t('fields.endReason')} data={endReasons} clearable />
        <FormField name="pensionEndDate" label={t('fields.pensionEndDate')} component={DateInput} />
      </SimpleGrid>
      <Divider label={t('sections.employment')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormField name="employmentPercentage" label={t('fields.employmentPercentage')} {...percent} required />
        <FormField
          name="employmentPercentageUpdated"
          label={t('fields.employmentPercentageUpdated')}
          component={DateInput}
        />
        <FormField
          name="hoursEveryWeekWithFullEmployment"
          label={t('fields.hoursEveryWeekWithFullEmployment')}
          {...percent}
          required
        />
        <FormField name="lastSalaryChange" label={t('fields.lastSalaryChange')} component={DateInput} />
      </SimpleGrid>
      <LeaveRows today={today} />
    </Stack>
  );
}

/** The leaves and layoffs of the relation as add/remove rows. */
function LeaveRows({ today }: { today: string }) {
  const { t } = useTranslation('workRelations');
  const leaveTypes = useCodeOptions(LEAVE_TYPES, 'leaveTypes');
  const { control, getValues } = useFormContext<WorkRelationFormValues>();
  // keyName: the rows carry their own `id` (the leave's), which useFieldArray must not overwrite.
  const { fields, append, remove } = useFieldArray({ control, name: 'leaves', keyName: 'key' });
  return (
    <Stack gap="xs">
      <Divider label={t('sections.leaves')} labelPosition="left" />
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('leaves.none')}
        </Text>
      )}
      {fields.map((field, index) => {
        const label = t('leaves.row', { number: index + 1 });
        return (
          <Paper key={field.key} withBorder p="xs" role="group" aria-label={label}>
            <Group align="flex-start" gap="xs" wrap="wrap">
              <FormSelect
                name={`leaves.${index}.leaveType`}
                label={t('fields.leaveType')}
                data={leaveTypes}
                withAsterisk
                w={240}
              />
              <FormField
                name={`leaves.${index}.startDate`}
                label={t('fields.leaveStartDate')}
                component={DateInput}
                required
                w={140}
              />
              <FormField
                name={`leaves.${index}.endDate`}
                label={t('fields.leaveEndDate')}
                component={DateInput}
                w={140}
              />
              <FormField
                name={`leaves.${index}.percentageLeave`}
                label={t('fields.percentageLeave')}
                {...percent}
                required
                w={110}
              />
              <FormTextInput
                name={`leaves.${index}.description`}
                label={t('fields.leaveDescription')}
                style={{ flex: 1, minWidth: 180 }}
              />
              <Tooltip label={t('leaves.remove', { number: index + 1 })}>
                <ActionIcon
                  mt={29}
                  variant="subtle"
                  color="red"
                  aria-label={t('leaves.remove', { number: index + 1 })}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {field.leaveId && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('leaves.leaveId', { id: field.leaveId })}
              </Text>
            )}
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            // A leave usually starts today; in a relation not yet started, on its first day.
            const start = getValues('startDate');
            append(emptyLeave(start && start > today ? start : today));
          }}
        >
          {t('leaves.add')}
        </Button>
      </Group>
    </Stack>
  );
}
