import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../ui/forms';
import { ServerAutocomplete, type ServerSearchInputProps } from '../../ui/inputs';
import { municipalityLabel } from './municipality-label';
import { MunicipalityDocument, MunicipalitySearchDocument } from './operations';

type InputProps = Omit<ServerSearchInputProps, 'valueLabel'>;

/** A municipality chosen by number prefix or name; the value is its number. */
export function MunicipalityInput(props: InputProps) {
  const { t } = useTranslation('municipalities');
  // A saved number is not among the searched options: its label comes from the register.
  const saved = useQuery(MunicipalityDocument, { variables: { number: props.value ?? '' }, skip: !props.value });
  const savedMunicipality = saved.data?.municipality;

  return (
    <ServerAutocomplete
      {...props}
      query={MunicipalitySearchDocument}
      variables={(term) => ({ term })}
      toOptions={(data) =>
        data.municipalitySearch.map((municipality) => ({
          value: municipality.number,
          label: municipalityLabel(municipality),
          description: t('field.description', {
            county: municipality.countyName,
            zones: municipality.employerTaxZones.map((zone) => zone.zone).join(', '),
          }),
        }))
      }
      valueLabel={
        savedMunicipality && savedMunicipality.number === props.value ? municipalityLabel(savedMunicipality) : undefined
      }
    />
  );
}

type FieldProps = Omit<FormFieldProps<typeof MunicipalityInput>, 'component'>;

/** `<MunicipalityField name="municipalityNumber" label={…} />`: the municipality as a form field. */
export function MunicipalityField(props: FieldProps) {
  return <FormField {...props} component={MunicipalityInput} />;
}
