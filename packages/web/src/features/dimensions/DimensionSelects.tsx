import { FormSelect } from '../../ui/forms';
import type { DimensionChoices } from './dimension-choices';

type Props = {
  choices: DimensionChoices;
  labels: { carRegistration: string; project: string; department: string };
};

/**
 * A record's car, project and department (`carRegistrationId`, `projectId`, `departmentId`), each
 * searchable and clearable, as cells of the caller's grid.
 */
export function DimensionSelects({ choices, labels }: Props) {
  return (
    <>
      <FormSelect
        name="carRegistrationId"
        label={labels.carRegistration}
        data={choices.carRegistrations}
        searchable
        clearable
      />
      <FormSelect name="projectId" label={labels.project} data={choices.projects} searchable clearable />
      <FormSelect name="departmentId" label={labels.department} data={choices.departments} searchable clearable />
    </>
  );
}
