/** How a chosen occupation reads in a field: "3227106 – Renovatør". */
export const occupationLabel = (occupation: { code: string; name: string }) =>
  `${occupation.code} – ${occupation.name}`;
