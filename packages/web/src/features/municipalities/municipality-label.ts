/** How a chosen municipality reads in a field: "1506 – Molde". */
export const municipalityLabel = (municipality: { number: string; name: string }) =>
  `${municipality.number} – ${municipality.name}`;
