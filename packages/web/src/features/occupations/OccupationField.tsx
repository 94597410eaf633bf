import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../ui/forms';
import { ServerAutocomplete, type ServerSearchInputProps } from '../../ui/inputs';
import { occupationLabel } from './occupation-label';
import { OccupationDocument, OccupationSearchDocument } from './operations';

type InputProps = Omit<ServerSearchInputProps, 'valueLabel'>;

/** An occupation code chosen by code prefix or name; the value is the code. */
export function OccupationInput(props: InputProps) {
  const { t } = useTranslation('occupations');
  // A saved code is not among the searched options: its label comes from the register.
  const saved = useQuery(OccupationDocument, { variables: { code: props.value ?? '' }, skip: !props.value });
  const savedOccupation = saved.data?.occupation;

  return (
    <ServerAutocomplete
      {...props}
      query={OccupationSearchDocument}
      variables={(term) => ({ term })}
      toOptions={(data) =>
        data.occupationSearch.map((occupation) => ({
          value: occupation.code,
          label: occupationLabel(occupation),
          description: occupation.validTo ? t('field.validTo', { date: occupation.validTo }) : undefined,
        }))
      }
      valueLabel={
        savedOccupation && savedOccupation.code === props.value ? occupationLabel(savedOccupation) : undefined
      }
    />
  );
}

type FieldProps = Omit<FormFieldProps<typeof OccupationInput>, 'component'>;

/** `<OccupationField name="occupationCode" label={…} />`: the occupation as a form field. */
export function OccupationField(props: FieldProps) {
  return <FormField {...props} component={OccupationInput} />;
}
