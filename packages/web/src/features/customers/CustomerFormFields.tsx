import { memo } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_DELIVERY_METHODS } from '@fjord/domain';
import { useCityFromPostalCode } from '../../ui/address';
import { FormField, FormSelect, FormTextarea, FormTextInput, useFieldErrorText } from '../../ui/forms';
import { IntegerInput } from '../../ui/inputs';
import { emptyContact, emptyLocation, type CustomerFormValues } from './customer-form';

export type Option = { value: string; label: string };

type Props = {
  owners: Option[];
  countries: Option[];
  /** The country of a new delivery location (the unit's customer country). */
  defaultCountry: string;
};

/** The popup's fields: the customer, its delivery locations and its contact persons. */
export function CustomerFormFields({ owners, countries, defaultCountry }: Props) {
  const { t } = useTranslation('customers');
  const isCompany = useWatch<CustomerFormValues, 'isCompany'>({ name: 'isCompany' });
  const nameOptions = ['NAME', 'ALIAS'].map((value) => ({ value, label: t(`nameOptions.${value}`) }));
  const deliveryMethods = INVOICE_DELIVERY_METHODS.map((value) => ({ value, label: t(`deliveryMethods.${value}`) }));

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <KindSwitch />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus />
          {isCompany ? (
            <FormTextInput
              name="organizationNumber"
              label={t('fields.organizationNumber')}
              withAsterisk
              inputMode="numeric"
              placeholder="123 456 789"
            />
          ) : (
            <div />
          )}
          <FormTextInput name="unofficialName" label={t('fields.unofficialName')} />
          <FormSelect name="nameOption" label={t('fields.nameOption')} data={nameOptions} allowDeselect={false} />
          <FormSelect
            name="invoiceDeliveryMethod"
            label={t('fields.invoiceDeliveryMethod')}
            data={deliveryMethods}
            allowDeselect={false}
            withAsterisk
          />
          <FormTextInput
            name="customEmail"
            label={t('fields.customEmail')}
            description={t('hints.customEmail')}
            type="email"
          />
          <FormTextInput name="customPhone" label={t('fields.customPhone')} type="tel" />
          <FormTextInput name="reference" label={t('fields.reference')} />
          <FormField
            name="creditDays"
            label={t('fields.creditDays')}
            description={t('hints.creditDays')}
            component={IntegerInput}
            required
          />
          <FormSelect name="ownerId" label={t('fields.owner')} data={owners} allowDeselect={false} searchable />
        </SimpleGrid>
      </Stack>
      <DeliveryLocations countries={countries} defaultCountry={defaultCountry} />
      <Contacts />
    </Stack>
  );
}

function KindSwitch() {
  const { t } = useTranslation('customers');
  const { field } = useController<CustomerFormValues, 'isCompany'>({ name: 'isCompany' });
  return (
    <Input.Wrapper label={t('kind.label')}>
      <div>
        <SegmentedControl
          value={field.value ? 'company' : 'person'}
          onChange={(value) => field.onChange(value === 'company')}
          data={[
            { value: 'company', label: t('kind.company') },
            { value: 'person', label: t('kind.person') },
          ]}
        />
      </div>
    </Input.Wrapper>
  );
}

function DeliveryLocations({ countries, defaultCountry }: { countries: Option[]; defaultCountry: string }) {
  const { t } = useTranslation('customers');
  const { control, formState } = useFormContext<CustomerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deliveryLocations' });
  const listError = useFieldErrorText(
    formState.errors.deliveryLocations?.message !== undefined
      ? { type: 'validate', message: formState.errors.deliveryLocations.message }
      : undefined,
    t('sections.deliveryLocations'),
  );
  return (
    <Stack gap="sm">
      <Title order={4}>{t('sections.deliveryLocations')}</Title>
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {fields.map((field, index) => (
        <Fieldset
          key={field.id}
          legend={t('location', { number: index + 1 })}
          aria-label={t('location', { number: index + 1 })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput name={`deliveryLocations.${index}.address`} label={t('fields.address')} withAsterisk />
            <FormTextInput
              name={`deliveryLocations.${index}.additionalAddress`}
              label={t('fields.additionalAddress')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
            <ZipField index={index} />
            <FormTextInput name={`deliveryLocations.${index}.city`} label={t('fields.city')} withAsterisk />
            <CountryField index={index} countries={countries} />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              disabled={fields.length <= 1}
              onClick={() => remove(index)}
              aria-label={t('removeLocation', { number: index + 1 })}
            >
              {t('removeLocation', { number: index + 1 })}
            </Button>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => append(emptyLocation(defaultCountry))}
        >
          {t('addLocation')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A Norwegian postcode fills in the city from Bring's register. */
function ZipField({ index }: { index: number }) {
  const { t } = useTranslation('customers');
  const name = `deliveryLocations.${index}.zip` as const;
  useCityFromPostalCode({
    zip: name,
    city: `deliveryLocations.${index}.city`,
    countryCode: `deliveryLocations.${index}.countryCode`,
  });
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<CustomerFormValues, typeof name>({ name });
  const label = t('fields.zip');
  const error = useFieldErrorText(fieldState.error, label);
  const countryCode = useWatch<CustomerFormValues, `deliveryLocations.${number}.countryCode`>({
    name: `deliveryLocations.${index}.countryCode`,
  });

  return (
    <TextInput
      label={label}
      description={countryCode === 'NO' ? t('hints.zip') : undefined}
      withAsterisk={countryCode === 'NO'}
      name={name}
      ref={ref}
      value={value ?? ''}
      inputMode={countryCode === 'NO' ? 'numeric' : undefined}
      autoComplete="postal-code"
      onBlur={onBlur}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/** Memoised: Mantine's searchable list of ~250 countries is costly to re-render on every keystroke. */
const CountryField = memo(function CountryField({ index, countries }: { index: number; countries: Option[] }) {
  const { t } = useTranslation('customers');
  return (
    <FormSelect
      name={`deliveryLocations.${index}.countryCode`}
      label={t('fields.countryCode')}
      data={countries}
      searchable
      allowDeselect={false}
      withAsterisk
    />
  );
});

function Contacts() {
  const { t } = useTranslation('customers');
  const { control } = useFormContext<CustomerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'customerContacts' });
  return (
    <Stack gap="sm">
      <Title order={4}>{t('sections.contacts')}</Title>
      {fields.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('noContacts')}
        </Text>
      )}
      {fields.map((field, index) => (
        <Fieldset
          key={field.id}
          legend={t('contact', { number: index + 1 })}
          aria-label={t('contact', { number: index + 1 })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput name={`customerContacts.${index}.firstName`} label={t('fields.firstName')} />
            <FormTextInput name={`customerContacts.${index}.lastName`} label={t('fields.lastName')} />
            <FormTextInput name={`customerContacts.${index}.phone`} label={t('fields.phone')} type="tel" />
            <FormTextInput name={`customerContacts.${index}.email`} label={t('fields.email')} type="email" />
            <FormTextInput name={`customerContacts.${index}.jobTitle`} label={t('fields.jobTitle')} />
          </SimpleGrid>
          <FormTextarea name={`customerContacts.${index}.comment`} label={t('fields.comment')} mt="sm" />
          <Group justify="flex-end" mt="xs">
            <Tooltip label={t('removeContact', { number: index + 1 })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('removeContact', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(emptyContact())}>
          {t('addContact')}
        </Button>
      </Group>
    </Stack>
  );
}
