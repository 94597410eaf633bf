import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isSplitMunicipality } from '@fjord/domain';
import { FormSelect } from '../../ui/forms';
import { MunicipalityDocument } from '../municipalities/operations';
import { zonesOf, type SubUnitFormValues } from './sub-unit-form';

const sameZones = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((zone, index) => zone === b[index]);

/**
 * The employer tax zone of a sub-unit in a split municipality: shown only when the chosen
 * municipality has several zones, each named with the part of the municipality it covers. Keeps
 * the form's `municipalityZones` (what the zone rules read) in step with the chosen municipality,
 * and lets go of a zone the new municipality does not have.
 */
export function EmployerTaxZoneField() {
  const { t } = useTranslation('subUnits');
  const { t: tCodes } = useTranslation('payrollCodes');
  const { control, getValues, setValue, getFieldState, trigger } = useFormContext<SubUnitFormValues>();
  const number = useWatch({ control, name: 'municipalityNumber' });
  const { data } = useQuery(MunicipalityDocument, { variables: { number: number ?? '' }, skip: !number });
  const municipality = number && data?.municipality.number === number ? data.municipality : null;
  // None without a municipality; the register's once it has answered (null while it has not).
  const zones = useMemo(() => (!number ? [] : municipality ? zonesOf(municipality) : null), [number, municipality]);

  useEffect(() => {
    if (!zones) return;
    const options = { shouldDirty: true };
    if (!sameZones(getValues('municipalityZones'), zones)) setValue('municipalityZones', zones, options);
    const zone = getValues('employerTaxZone');
    if (zone && !(isSplitMunicipality(zones) && zones.includes(zone))) setValue('employerTaxZone', null, options);
    if (getFieldState('employerTaxZone').invalid) void trigger('employerTaxZone');
  }, [zones, getValues, setValue, getFieldState, trigger]);

  if (!municipality || !zones || !isSplitMunicipality(zones)) return null;
  const options = municipality.employerTaxZones.map(({ zone, comment }) => {
    const name = tCodes(`employerTaxZones.${zone}`);
    return { value: zone, label: comment ? `${name} – ${comment}` : name };
  });
  return (
    <FormSelect
      name="employerTaxZone"
      label={t('fields.employerTaxZone')}
      description={t('fields.employerTaxZoneHelp', { municipality: municipality.name })}
      data={options}
      allowDeselect={false}
      withAsterisk
    />
  );
}
