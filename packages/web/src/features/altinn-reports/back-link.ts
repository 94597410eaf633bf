import type { TFunction } from 'i18next';

/** The way back from a page under /altinn-reports: the list, of the page's year. Needs the `shell` namespace. */
export function backToList(t: TFunction, year?: number): { to: string; label: string } {
  return { to: year ? `/altinn-reports?year=${year}` : '/altinn-reports', label: t('shell:routes.altinnReports') };
}
