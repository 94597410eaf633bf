import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatOrganizationNumber, osloDate } from '@fjord/domain';
import { FormField } from '../../ui/forms';
import { ServerAutocomplete, type ServerSearchInputProps } from '../../ui/inputs';
import { PensionCompanySearchDocument } from './operations';

/** A pension company of the registry (unitSearch with isPensionCompany), searched by name or number. */
function PensionCompanyInput(props: ServerSearchInputProps) {
  return (
    <ServerAutocomplete
      {...props}
      query={PensionCompanySearchDocument}
      variables={(term) => ({ term, date: osloDate() })}
      toOptions={(data) =>
        data.unitSearch.map((unit) => ({
          value: unit.id,
          label: unit.name,
          description: unit.organizationNumber ? formatOrganizationNumber(unit.organizationNumber) : undefined,
        }))
      }
    />
  );
}

/** The form's pension company; a saved one is named by the form's `pensionUnitName`. */
export function PensionUnitField() {
  const { t } = useTranslation('pensionCompanies');
  const savedName = useWatch({ name: 'pensionUnitName' }) as string | null;
  return (
    <FormField
      name="pensionUnitId"
      label={t('fields.pensionUnit')}
      component={PensionCompanyInput}
      valueLabel={savedName ?? undefined}
      required
      autoFocus
    />
  );
}
