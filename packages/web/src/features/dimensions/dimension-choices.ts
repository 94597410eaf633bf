/** What a form with project, department and car fields loads to choose from. */
export type DimensionChoiceData = {
  projects?: { items: readonly { id: string; code: string; name: string }[] } | null;
  departments?: { items: readonly { id: string; code: string; name: string }[] } | null;
  cars?: {
    items: readonly { name: string; carRegistrations: readonly { id: string; registrationNumber: string }[] }[];
  } | null;
};

export type DimensionChoices = {
  projects: { value: string; label: string }[];
  departments: { value: string; label: string }[];
  carRegistrations: { value: string; label: string }[];
};

/** Projects and departments by code and name; a car by each of its registrations ("EL12345 (Varebil)"). */
export function dimensionChoicesOf(data: DimensionChoiceData | undefined): DimensionChoices {
  const dimension = (item: { id: string; code: string; name: string }) => ({
    value: item.id,
    label: `${item.code} ${item.name}`,
  });
  return {
    projects: (data?.projects?.items ?? []).map(dimension),
    departments: (data?.departments?.items ?? []).map(dimension),
    carRegistrations: (data?.cars?.items ?? []).flatMap((car) =>
      car.carRegistrations.map((registration) => ({
        value: registration.id,
        label: `${registration.registrationNumber} (${car.name})`,
      })),
    ),
  };
}
