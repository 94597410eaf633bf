import { useState } from 'react';
import { ActionIcon, Button, Divider, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAR_FUELS, CAR_TYPES, isValidRegistrationNumber } from '@fjord/domain';
import { genericErrorMessage, messagesForGraphQLError } from '../../ui/errors';
import { FormCheckbox, FormField, FormSelect, FormTextInput, FormTextarea, graphQLErrorsOf } from '../../ui/forms';
import { AmountInput, DateInput, IntegerInput } from '../../ui/inputs';
import type { CarFormValues } from './car-form';
import { GovernmentCarSearchDocument } from './operations';

/** The fields of the car popup. */
export function CarFormFields() {
  const { t } = useTranslation('cars');
  const carTypes = CAR_TYPES.map((value) => ({ value, label: t(`carTypes.${value}`) }));
  const fuels = CAR_FUELS.map((value) => ({ value, label: t(`fuels.${value}`) }));
  const amount = { component: AmountInput, positiveOnly: true, allowBlank: true, decimals: 2, grouping: true } as const;
  return (
    <Stack gap="sm">
      <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus />
      <RegistrationRows />
      <Divider label={t('sections.vehicle')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect name="carType" label={t('fields.carType')} data={carTypes} clearable />
        <FormSelect name="fuel" label={t('fields.fuel')} data={fuels} clearable />
        <FormField name="modelYear" label={t('fields.modelYear')} component={IntegerInput} />
        <FormField name="seats" label={t('fields.seats')} component={IntegerInput} />
      </SimpleGrid>
      <FormTextarea name="description" label={t('fields.description')} />
      <Divider label={t('sections.purchase')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormField name="purchasedDate" label={t('fields.purchasedDate')} component={DateInput} />
        <FormField name="purchasedPrice" label={t('fields.purchasedPrice')} {...amount} />
        <FormField name="norwegianListPriceAsNew" label={t('fields.norwegianListPriceAsNew')} {...amount} />
        <div />
        <FormField name="soldDate" label={t('fields.soldDate')} component={DateInput} />
        <FormField name="soldPrice" label={t('fields.soldPrice')} {...amount} />
      </SimpleGrid>
      <FormCheckbox name="enableVat" label={t('fields.enableVat')} />
    </Stack>
  );
}

type Lookup = { row: number; kind: 'found' | 'notFound' | 'error'; text: string } | null;

/** Registration numbers as add/remove rows, each with a look-up in the vehicle register. */
function RegistrationRows() {
  const { t } = useTranslation('cars');
  const { control } = useFormContext<CarFormValues>();
  // keyName: the rows carry their own `id` (the registration's), which useFieldArray must not overwrite.
  const { fields, append, remove } = useFieldArray({ control, name: 'carRegistrations', keyName: 'key' });
  const rows = useWatch({ control, name: 'carRegistrations' }) ?? [];
  const [lookup, setLookup] = useState<Lookup>(null);
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const search = useRegistryLookup();

  async function lookUp(index: number) {
    setBusyRow(index);
    setLookup(await search(rows[index]?.registrationNumber ?? '', index));
    setBusyRow(null);
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('fields.registrations')}
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('registrations.none')}
        </Text>
      )}
      {fields.map((field, index) => {
        const number = rows[index]?.registrationNumber ?? '';
        return (
          <Stack key={field.key} gap={2}>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <FormTextInput
                name={`carRegistrations.${index}.registrationNumber`}
                label={t('fields.registrationNumber')}
                placeholder="EL 12345"
                style={{ flex: 1 }}
              />
              <Button
                mt={25}
                variant="light"
                leftSection={<IconSearch size={16} />}
                loading={busyRow === index}
                disabled={!isValidRegistrationNumber(number)}
                onClick={() => void lookUp(index)}
              >
                {t('lookup.button')}
              </Button>
              <Tooltip label={t('registrations.remove', { number })}>
                <ActionIcon
                  mt={29}
                  variant="subtle"
                  color="red"
                  aria-label={t('registrations.remove', { number })}
                  onClick={() => {
                    remove(index);
                    setLookup(null);
                  }}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {lookup?.row === index && (
              <Text
                size="sm"
                c={lookup.kind === 'found' ? 'teal' : lookup.kind === 'error' ? 'red' : 'dimmed'}
                role="status"
              >
                {lookup.text}
              </Text>
            )}
          </Stack>
        );
      })}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} />}
          onClick={() => append({ id: null, registrationNumber: '' })}
        >
          {t('registrations.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Hent fra kjøretøyregisteret": asks governmentCarSearch and fills name (make and model), model
 * year, fuel, type, seats and list price; says when the register has no such plate, is down (its
 * own printable text) or was asked too often.
 */
function useRegistryLookup() {
  const { t } = useTranslation('cars');
  const client = useApolloClient();
  const { setValue } = useFormContext<CarFormValues>();
  const fill = (
    name: 'name' | 'modelYear' | 'fuel' | 'carType' | 'seats' | 'norwegianListPriceAsNew',
    value: unknown,
  ) => {
    if (value !== null && value !== undefined)
      setValue(name, value as never, { shouldDirty: true, shouldValidate: true });
  };

  return async (registrationNumber: string, row: number): Promise<Lookup> => {
    try {
      const { data } = await client.query({
        query: GovernmentCarSearchDocument,
        variables: { registrationNumber },
        fetchPolicy: 'network-only',
        context: { handleErrors: false },
      });
      const vehicle = data?.governmentCarSearch;
      if (!vehicle) return { row, kind: 'notFound', text: t('lookup.notFound', { number: registrationNumber }) };
      const name = `${vehicle.make} ${vehicle.model}`.trim();
      fill('name', name);
      fill('modelYear', vehicle.modelYear);
      fill('fuel', vehicle.fuel);
      fill('carType', vehicle.carType);
      fill('seats', vehicle.seats);
      fill('norwegianListPriceAsNew', vehicle.norwegianListPriceAsNew);
      return { row, kind: 'found', text: t('lookup.found', { name, year: vehicle.modelYear ?? '' }) };
    } catch (error) {
      const errors = graphQLErrorsOf(error) ?? [];
      const text = errors.some((item) => item.extensions?.code === 'TOO_MANY_REQUESTS')
        ? t('lookup.rateLimited')
        : errors.length > 0
          ? messagesForGraphQLError(t, errors[0]!).join(' ')
          : genericErrorMessage(t);
      return { row, kind: 'error', text };
    }
  };
}
