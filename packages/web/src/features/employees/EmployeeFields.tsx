import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DECIMAL_KINDS,
  birthDateFromNumber,
  birthDateMismatch,
  isValidPersonalNumber,
  normalizePersonalNumber,
  osloDate,
  startsWithValidDate,
} from '@fjord/domain';
import { useCityFromPostalCode } from '../../ui/address';
import { FormField, FormSelect, FormTextInput } from '../../ui/forms';
import { AmountInput, DateInput, IntegerInput } from '../../ui/inputs';
import type { EmployeeFormValues } from './employee-form';
import { EmployeeSearchDocument } from './operations';

export type Country = { code: string; name: string; phoneCode: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

type Duplicates = Partial<Record<'ssn' | 'tssn' | 'email', { id: string; name: string }[]>>;

/** The two personal numbers: each fills in the birth date and is checked for duplicates when left. */
const PERSONAL_NUMBERS = [
  ['ssn', 'socialSecurityNumber'],
  ['tssn', 'temporarySocialSecurityNumber'],
] as const;

/**
 * The employee form's sections (person, address, contact, identity, bank, pay): a valid number
 * fills in the birth date, and leaving a number or the e-mail warns when another employee has it.
 */
export function EmployeeFields({ employeeId, countries }: { employeeId: string | null; countries: Country[] }) {
  const { t } = useTranslation('employees');
  const client = useApolloClient();
  const { control, setValue, getValues } = useFormContext<EmployeeFormValues>();
  // The street address and the postbox address are in the same country.
  useCityFromPostalCode({ zip: 'zip', city: 'city', countryCode: 'countryCode' });
  useCityFromPostalCode({ zip: 'postboxZip', city: 'postboxCity', countryCode: 'countryCode' });
  const values = useWatch({ control }) as EmployeeFormValues;
  const [duplicates, setDuplicates] = useState<Duplicates>({});
  /** The birth date last filled in from a number: replaced when the number changes, a typed one is kept. */
  const filledBirthDate = useRef<string | null>(null);

  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );
  const phoneCountryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: `${country.name} (${country.phoneCode})` })),
    [countries],
  );

  /** employeeSearch: warn, on leaving the field, when another employee has the value. */
  async function checkDuplicate(kind: keyof Duplicates, value: string | null | undefined) {
    const trimmed = value?.trim() ?? '';
    if (!trimmed) {
      setDuplicates((current) => ({ ...current, [kind]: [] }));
      return;
    }
    const { data } = await client
      .query({
        query: EmployeeSearchDocument,
        variables: { [kind]: trimmed },
        fetchPolicy: 'network-only',
        context: { handleErrors: false },
      })
      .catch(() => ({ data: undefined }));
    const others = (data?.employeeSearch ?? []).filter((other) => other.id !== employeeId);
    setDuplicates((current) => ({ ...current, [kind]: others }));
  }

  /** A valid number fills in the birth date (unless one was typed that differs: then a reason is asked for). */
  function fillBirthDate() {
    const { socialSecurityNumber, temporarySocialSecurityNumber, birthDate } = getValues();
    const ssn = normalizePersonalNumber(socialSecurityNumber ?? '');
    const tssn = normalizePersonalNumber(temporarySocialSecurityNumber ?? '');
    const today = osloDate();
    const number = isValidPersonalNumber(ssn)
      ? ssn
      : !ssn && tssn.length === 11 && startsWithValidDate(tssn)
        ? tssn
        : null;
    const date = number ? birthDateFromNumber(number, today) : null;
    if (!date || date === birthDate) return;
    if (!birthDate || birthDate === filledBirthDate.current) {
      filledBirthDate.current = date;
      setValue('birthDate', date, { shouldDirty: true, shouldValidate: true });
    }
  }

  const mismatch =
    Boolean(values.birthDateMismatchReason?.trim()) ||
    birthDateMismatch({ ...values, birthDateMismatchReason: null }) !== null;

  return (
    <Stack gap="lg">
      <Section title={t('sections.person')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput name="firstName" label={t('fields.firstName')} withAsterisk />
          <FormTextInput name="lastName" label={t('fields.lastName')} withAsterisk />
        </SimpleGrid>
      </Section>

      <Section title={t('sections.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PERSONAL_NUMBERS.map(([kind, name]) => (
            <div
              key={name}
              onBlur={() => {
                fillBirthDate();
                void checkDuplicate(kind, getValues(name));
              }}
            >
              <FormTextInput
                name={name}
                label={t(`fields.${name}`)}
                description={t(`help.${name}`)}
                inputMode="numeric"
              />
              <DuplicateWarning kind={kind} found={duplicates[kind]} />
            </div>
          ))}
          <FormField
            name="birthDate"
            label={t('fields.birthDate')}
            description={t('help.birthDate')}
            component={DateInput}
            required
          />
          {mismatch && (
            <FormTextInput
              name="birthDateMismatchReason"
              label={t('fields.birthDateMismatchReason')}
              description={t('help.birthDateMismatchReason')}
            />
          )}
        </SimpleGrid>
      </Section>

      <Section title={t('sections.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput name="address" label={t('fields.address')} withAsterisk />
          <FormSelect
            name="countryCode"
            label={t('fields.countryCode')}
            data={countryOptions}
            searchable
            allowDeselect={false}
            withAsterisk
          />
          <FormTextInput name="zip" label={t('fields.zip')} withAsterisk />
          <FormTextInput name="city" label={t('fields.city')} withAsterisk />
          <FormTextInput name="postbox" label={t('fields.postbox')} />
          <SimpleGrid cols={2}>
            <FormTextInput name="postboxZip" label={t('fields.postboxZip')} />
            <FormTextInput name="postboxCity" label={t('fields.postboxCity')} />
          </SimpleGrid>
        </SimpleGrid>
      </Section>

      <Section title={t('sections.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormSelect
            name="phoneCountry"
            label={t('fields.phoneCountry')}
            data={phoneCountryOptions}
            searchable
            clearable
          />
          <FormTextInput name="phone" type="tel" label={t('fields.phone')} />
          <div onBlur={() => void checkDuplicate('email', getValues('email'))}>
            <FormTextInput name="email" type="email" label={t('fields.email')} />
            <DuplicateWarning kind="email" found={duplicates.email} />
          </div>
        </SimpleGrid>
      </Section>

      <Section title={t('sections.bank')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormTextInput name="bban" label={t('fields.bban')} description={t('help.bban')} inputMode="numeric" />
          <FormTextInput name="iban" label={t('fields.iban')} />
          <FormTextInput name="swift" label={t('fields.swift')} />
        </SimpleGrid>
      </Section>

      <Section title={t('sections.pay')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            name="vacationMoneyPercentage"
            label={t('fields.vacationMoneyPercentage')}
            component={AmountInput}
            positiveOnly
            allowBlank
            decimals={DECIMAL_KINDS.percentage.scale}
            required
          />
          <FormField
            name="creditDays"
            label={t('fields.creditDays')}
            description={t('help.creditDays')}
            component={IntegerInput}
            required
          />
        </SimpleGrid>
      </Section>
      <Text size="xs" c="dimmed">
        {t('help.required')}
      </Text>
    </Stack>
  );
}

function DuplicateWarning({ kind, found }: { kind: keyof Duplicates; found?: { id: string; name: string }[] }) {
  const { t } = useTranslation('employees');
  if (!found || found.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" mt="xs" p="xs" icon={<IconAlertTriangle size={16} />} role="status">
      <Text size="sm">
        {t(`duplicate.${kind}`)}{' '}
        {found.map((other, index) => (
          <span key={other.id}>
            {index > 0 && ', '}
            <Anchor component={Link} to={`/employees/${other.id}`} size="sm">
              {other.name}
            </Anchor>
          </span>
        ))}
      </Text>
    </Alert>
  );
}
