import { useMemo, useState } from 'react';
import { Anchor, Badge, Code, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidOrganizationNumber, rules } from '@fjord/domain';
import {
  AppForm,
  FormCheckbox,
  FormField,
  FormSelect,
  FormTextarea,
  FormTextInput,
  ResetButton,
  SubmitButton,
  useAppForm,
} from '../../ui/forms';
import { AmountInput, DateInput, IntegerInput } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';
import { PageTitle } from '../../ui/layout/PageTitle';

/**
 * /ui/form: the form system on a customer-like form — rules with
 * translated messages, the dirty state against the saved copy, Reset, a simulated save that can be
 * made to fail with a server validation error (which lands on its field), and the leave guard.
 */
type CustomerValues = {
  name: string;
  organizationNumber: string;
  email: string;
  creditDays: number | null;
  creditLimit: string | null;
  customerSince: string | null;
  countryCode: string | null;
  invoiceByEmail: boolean;
  notes: string;
};

const COUNTRY_CODES = ['NO', 'SE', 'DK', 'FI', 'IS', 'DE', 'GB', 'US'];
const MAX_CREDIT_DAYS = 365;
const SIMULATED_SAVE_MS = 600;

const schema = toZodSchema<CustomerValues>({
  name: [rules.required(), rules.max(100)],
  organizationNumber: [rules.required(), rules.checksum(isValidOrganizationNumber, { strip: true })],
  email: [rules.email()],
  creditDays: [rules.required(), rules.uint(), rules.max(MAX_CREDIT_DAYS)],
  creditLimit: [rules.unumber(), rules.max('1000000')],
  customerSince: [rules.date()],
  countryCode: [rules.required(), rules.oneOf(COUNTRY_CODES)],
  notes: [rules.max(500)],
});

const INITIAL: CustomerValues = {
  name: 'Fjordlys Demo AS',
  organizationNumber: '923609016',
  email: 'post@fjordlys-demo.no',
  creditDays: 14,
  creditLimit: '25000.00',
  customerSince: '2023-05-01',
  countryCode: 'NO',
  invoiceByEmail: true,
  notes: '',
};

// The saved copy outlives the page while the app runs, so leaving with Save and coming back shows what was saved.
let savedCustomer = INITIAL;

/** What a server refusing the organisation number answers. */
const serverRefusal = {
  errors: [
    {
      message: 'Validation failed',
      extensions: {
        code: 'VALIDATION',
        validations: [{ model: 'customer', attribute: 'organizationNumber', type: 'taken' }],
      },
    },
  ],
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function DirtyBadge() {
  const { t } = useTranslation('uiForm');
  const { isDirty } = useFormState();
  return (
    <Badge color={isDirty ? 'yellow' : 'green'} variant="light" data-testid="form-state">
      {isDirty ? t('state.dirty') : t('state.clean')}
    </Badge>
  );
}

export default function UiFormPage() {
  const { t, i18n } = useTranslation('uiForm');
  const [saved, setSaved] = useState(savedCustomer);
  const [refuse, setRefuse] = useState(false);
  const form = useAppForm({ schema, saved });

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [i18n.language]);

  async function save(values: CustomerValues) {
    await wait(SIMULATED_SAVE_MS);
    if (refuse) throw serverRefusal;
    savedCustomer = values;
    setSaved(values);
    toast('success', t('saved'));
  }

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>

      <Paper withBorder p="lg" radius="md">
        <AppForm form={form} onSubmit={save} aria-label={t('formName')}>
          <Stack>
            <Group justify="space-between">
              <Title order={3}>{t('formName')}</Title>
              <DirtyBadge />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormTextInput name="name" label={t('fields.name')} withAsterisk />
              <FormTextInput name="organizationNumber" label={t('fields.organizationNumber')} withAsterisk />
              <FormTextInput name="email" type="email" label={t('fields.email')} />
              <FormSelect name="countryCode" label={t('fields.country')} data={countries} searchable withAsterisk />
              <FormField name="creditDays" label={t('fields.creditDays')} component={IntegerInput} required />
              <FormField
                name="creditLimit"
                label={t('fields.creditLimit')}
                component={AmountInput}
                allowBlank
                positiveOnly
              />
              <FormField name="customerSince" label={t('fields.customerSince')} component={DateInput} />
            </SimpleGrid>
            <FormCheckbox name="invoiceByEmail" label={t('fields.invoiceByEmail')} />
            <FormTextarea name="notes" label={t('fields.notes')} />
            <Switch
              checked={refuse}
              onChange={(event) => setRefuse(event.currentTarget.checked)}
              label={t('refuse')}
              description={t('refuseHint')}
            />
            <Group justify="flex-end">
              <ResetButton>{t('reset')}</ResetButton>
              <SubmitButton>{t('save')}</SubmitButton>
            </Group>
          </Stack>
        </AppForm>
      </Paper>

      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={4}>{t('savedCopy')}</Title>
          <Code block data-testid="saved-copy">
            {JSON.stringify(saved, null, 2)}
          </Code>
        </Stack>
      </Paper>

      <Text size="sm">
        {t('leaveHint')}{' '}
        <Anchor component={Link} to="/ui/table">
          {t('leaveLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
