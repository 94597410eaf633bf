import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../ui/forms';
import { ActiveMainTemplatesDocument, TemplateDimensionsDocument } from './operations';

/** A pay line (main template) a line may take, and which dimensions it lets the line set. */
export type MainOption = {
  id: string;
  label: string;
  carOverwrite: boolean;
  projectOverwrite: boolean;
  departmentOverwrite: boolean;
};

/**
 * The active pay lines by id, plus those the saved lines still use (a pay line may have been
 * deactivated since it was chosen): the choices of a line's pay line, in a template or a paycheck.
 */
export function useMainTemplateOptions(kept: readonly MainOption[]): Map<string, MainOption> {
  const { data } = useQuery(ActiveMainTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  return useMemo(() => {
    const options = new Map<string, MainOption>();
    for (const main of data?.mainPaycheckLineTemplates.items ?? [])
      options.set(main.id, { ...main, label: `${main.number} ${main.description}` });
    for (const option of kept) if (!options.has(option.id)) options.set(option.id, option);
    return options;
  }, [data, kept]);
}

type Choice = { value: string; label: string };
export type DimensionChoices = { cars: Choice[]; projects: Choice[]; departments: Choice[] };

/** The unit's cars, projects and departments, the choices of a line's dimensions (loaded once per list). */
export function useLineDimensionChoices(): DimensionChoices {
  const { data } = useQuery(TemplateDimensionsDocument, { fetchPolicy: 'cache-and-network' });
  return useMemo(
    () => ({
      cars: (data?.cars.items ?? []).map((car) => ({ value: car.id, label: car.name })),
      projects: (data?.projects.items ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` })),
      departments: (data?.departments.items ?? []).map((d) => ({ value: d.id, label: `${d.code} ${d.name}` })),
    }),
    [data],
  );
}

/**
 * A line's car, project and department (`lines.<index>.carId` …), each only where its pay line
 * lets the line set it; named for assistive technology by the line's number.
 */
export function LineDimensionSelects({
  index,
  main,
  choices,
}: {
  index: number;
  main: Pick<MainOption, 'carOverwrite' | 'projectOverwrite' | 'departmentOverwrite'> | undefined;
  choices: DimensionChoices;
}) {
  const { t } = useTranslation('paycheckTemplates');
  const name = (part: string) => `lines.${index}.${part}`;
  const number = index + 1;
  return (
    <Stack gap={4}>
      {main?.carOverwrite && (
        <FormSelect
          name={name('carId')}
          placeholder={t('line.car')}
          aria-label={t('line.carOf', { number })}
          data={choices.cars}
          clearable
        />
      )}
      {main?.projectOverwrite && (
        <FormSelect
          name={name('projectId')}
          placeholder={t('line.project')}
          aria-label={t('line.projectOf', { number })}
          data={choices.projects}
          clearable
        />
      )}
      {main?.departmentOverwrite && (
        <FormSelect
          name={name('departmentId')}
          placeholder={t('line.department')}
          aria-label={t('line.departmentOf', { number })}
          data={choices.departments}
          clearable
        />
      )}
    </Stack>
  );
}
