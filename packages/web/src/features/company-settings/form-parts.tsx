import { ActionIcon, Button, Group, Input, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResetButton, SubmitButton, useFieldErrorText } from '../../ui/forms';
import { formatDate } from './roles';

/** Save and Reset under a settings form, with when and by whom it was last saved. */
export function SettingsFormFooter({
  savedAt,
  savedBy,
}: {
  savedAt?: string | null;
  savedBy?: { name: string } | null;
}) {
  const { t, i18n } = useTranslation('companySettings');
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {savedAt === undefined
          ? null
          : savedAt
            ? t('savedBy', { date: formatDate(savedAt, i18n.language), name: savedBy?.name ?? '—' })
            : t('neverSaved')}
      </Text>
      <Group gap="sm">
        <ResetButton>{t('reset')}</ResetButton>
        <SubmitButton>{t('common:save')}</SubmitButton>
      </Group>
    </Group>
  );
}

type TextListFieldProps = {
  /** The form's list of texts, e.g. "invoiceEmailCopy". */
  name: string;
  label: string;
  description?: string;
  /** The label of each entry, numbered: "E-mail copy 2". */
  itemLabel: (index: number) => string;
  addLabel: string;
  max: number;
  type?: 'text' | 'email';
};

/**
 * A list of texts edited in place: one input per entry, a remove button each, and an add button
 * until the list is full. The list's rules (count, no empty entry, each valid) show under it.
 */
export function TextListField({
  name,
  label,
  description,
  itemLabel,
  addLabel,
  max,
  type = 'text',
}: TextListFieldProps) {
  const { t } = useTranslation('companySettings');
  const { control, setValue } = useFormContext();
  const list = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const { errors } = useFormState({ control, name });
  const error = useFieldErrorText(get(errors, name), label);
  const change = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: true });

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        {list.map((value, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type={type}
              aria-label={itemLabel(index)}
              value={value}
              onChange={(event) => change(list.map((item, i) => (i === index ? event.currentTarget.value : item)))}
            />
            <Tooltip label={t('list.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('list.removeNamed', { name: itemLabel(index) })}
                onClick={() => change(list.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} />}
            disabled={list.length >= max}
            onClick={() => change([...list, ''])}
          >
            {addLabel}
          </Button>
          {list.length >= max && (
            <Text size="xs" c="dimmed">
              {t('list.full', { count: max })}
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
