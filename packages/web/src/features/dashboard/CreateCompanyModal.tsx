import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isValidOrganizationNumber,
  NEW_COMPANY_RULES,
  normalizeOrganizationNumber,
  type NewCompanyValues,
} from '@fjord/domain';
import { switchUnit } from '../../app/unit-switch';
import { useCityFromPostalCode } from '../../ui/address';
import { FormModal, FormTextInput } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';
import { CreateCompanyDocument, LegalEntityLookupDocument } from './operations';

const schema = toZodSchema<NewCompanyValues>(NEW_COMPANY_RULES);
const EMPTY: NewCompanyValues = { organizationNumber: '', name: '', address: '', zip: '', city: '' };

/**
 * Registers the user's company (createUnit): the organisation number is looked up in
 * the register of legal entities, which fills in name and address; the user may change them. The
 * user becomes the owner and the new company opens, as after a company switch.
 */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const client = useApolloClient();

  async function create(values: NewCompanyValues) {
    const result = await client.mutate({
      mutation: CreateCompanyDocument,
      variables: {
        input: {
          isCompany: true,
          name: values.name.trim(),
          address: values.address.trim() || null,
          zip: values.zip.trim() || null,
          city: values.city.trim() || null,
          countryCode: 'NO',
          identities: [{ type: 'ORGANIZATION_NUMBER', value: normalizeOrganizationNumber(values.organizationNumber) }],
        },
      },
      context: { handleErrors: false },
    });
    const unit = result.data?.createUnit;
    if (!unit) return;
    await switchUnit(unit.id);
    toast('success', t('onboarding.created', { company: unit.name }));
  }

  return (
    <FormModal<NewCompanyValues>
      saved={opened ? EMPTY : null}
      title={t('onboarding.createTitle')}
      schema={schema}
      onSubmit={create}
      onClose={onClose}
      serverFields={{ identities: 'organizationNumber' }}
      submitLabel={t('onboarding.create')}
      size="md"
    >
      <CompanyFields />
    </FormModal>
  );
}

function CompanyFields() {
  const { t } = useTranslation('dashboard');
  const client = useApolloClient();
  const { getValues, setValue } = useFormContext<NewCompanyValues>();
  useCityFromPostalCode({ zip: 'zip', city: 'city' });
  const [looking, setLooking] = useState(false);
  const [outcome, setOutcome] = useState<'found' | 'notFound' | null>(null);

  async function lookup() {
    const number = normalizeOrganizationNumber(getValues('organizationNumber'));
    if (!isValidOrganizationNumber(number)) return;
    setLooking(true);
    setOutcome(null);
    try {
      const { data } = await client.query({
        query: LegalEntityLookupDocument,
        variables: { organizationNumber: number },
        fetchPolicy: 'network-only',
      });
      const entity = data?.legalEntityLookup;
      if (!entity) {
        setOutcome('notFound');
        return;
      }
      const fill = { shouldDirty: true, shouldValidate: true };
      setValue('name', entity.name, fill);
      setValue('address', entity.address ?? '', fill);
      setValue('zip', entity.zip ?? '', fill);
      setValue('city', entity.city ?? '', fill);
      setOutcome('found');
    } catch {
      // The error link has said that the register does not answer; the user may fill in by hand.
    } finally {
      setLooking(false);
    }
  }

  return (
    <Stack>
      <Group align="flex-end" wrap="nowrap">
        <FormTextInput
          name="organizationNumber"
          label={t('onboarding.organizationNumber')}
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} />}
          loading={looking}
          onClick={() => void lookup()}
        >
          {t('onboarding.lookup')}
        </Button>
      </Group>
      {outcome && (
        <Alert color={outcome === 'found' ? 'green' : 'yellow'} role="status">
          {t(`onboarding.${outcome}`)}
        </Alert>
      )}
      <FormTextInput name="name" label={t('onboarding.name')} />
      <FormTextInput name="address" label={t('onboarding.address')} />
      <Group grow>
        <FormTextInput name="zip" label={t('onboarding.zip')} />
        <FormTextInput name="city" label={t('onboarding.city')} />
      </Group>
    </Stack>
  );
}
