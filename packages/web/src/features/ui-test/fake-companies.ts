import type { AutocompleteOption } from '../../ui/inputs';

/**
 * 500 made-up companies for the server-backed autocomplete on /ui/ui-test, and a stand-in for the
 * server's paged search. Nothing here talks to a server.
 */
const PREFIXES = ['Fjord', 'Nord', 'Vest', 'Sør', 'Øst', 'Fjell', 'Bølge', 'Havn', 'Skog', 'Elv'];
const MIDDLES = ['Lys', 'Stein', 'Vik', 'Dal', 'Nes'];
const TRADES = ['handel', 'bygg', 'regnskap', 'transport', 'data', 'mat', 'eiendom', 'service', 'marin', 'energi'];
const CITIES = ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Bodø', 'Ålesund', 'Drammen', 'Molde', 'Hamar'];

export const FAKE_COMPANIES: AutocompleteOption[] = PREFIXES.flatMap((prefix, p) =>
  MIDDLES.flatMap((middle, m) =>
    TRADES.map((trade, n) => {
      const index = p * MIDDLES.length * TRADES.length + m * TRADES.length + n;
      const organizationNumber = String(910_000_000 + index * 1_373);
      return {
        value: `company-${index + 1}`,
        label: `${prefix} ${middle}${trade} AS`,
        description: `${organizationNumber.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')} · ${CITIES[index % CITIES.length]}`,
      };
    }),
  ),
);

export const FAKE_PAGE_SIZE = 20;
const FAKE_DELAY_MS = 300;

/** One page of the companies whose name or city contains the term, after a short delay. */
export async function searchFakeCompanies(
  term: string,
  offset: number,
): Promise<{ items: AutocompleteOption[]; totalCount: number }> {
  await new Promise((resolve) => setTimeout(resolve, FAKE_DELAY_MS));
  const needle = term.trim().toLocaleLowerCase();
  const matches = FAKE_COMPANIES.filter(
    (company) =>
      company.label.toLocaleLowerCase().includes(needle) ||
      (company.description ?? '').toLocaleLowerCase().includes(needle),
  );
  return { items: matches.slice(offset, offset + FAKE_PAGE_SIZE), totalCount: matches.length };
}
