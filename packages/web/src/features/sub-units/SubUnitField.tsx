import type { ComponentProps } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatOrganizationNumber } from '@fjord/domain';
import { FormSelect } from '../../ui/forms';
import { SubUnitOptionsDocument } from './operations';

type Props = Omit<ComponentProps<typeof FormSelect>, 'data'>;

/** `<SubUnitField name="subUnitId" label={…} />`: one of the unit's sub-units; the value is its id. */
export function SubUnitField(props: Props) {
  const { data, loading } = useQuery(SubUnitOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const options = (data?.subUnits.items ?? []).map((subUnit) => ({
    value: subUnit.id,
    label: `${subUnit.name} (${formatOrganizationNumber(subUnit.organizationNumber)})`,
  }));
  return <FormSelect searchable disabled={loading && !data} {...props} data={options} />;
}
