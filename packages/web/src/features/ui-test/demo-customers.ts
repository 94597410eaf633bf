import { pageOf, type PageFetch, type PageRequest, type PagedColumn } from '../../ui/table';

/** A made-up customer of the /ui/table demo. */
export type DemoCustomer = {
  id: string;
  number: number;
  name: string;
  city: string;
  active: boolean;
  /** Outstanding amount in kroner, a decimal string as the API sends money. */
  balance: string;
  email: string;
  note: string | null;
};

export const DEMO_CITIES = ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Bodø'] as const;
const FIRST = ['Fjord', 'Nord', 'Vest', 'Bølge', 'Havblikk', 'Lysning', 'Skog', 'Elv', 'Fjell', 'Vik'];
const SECOND = ['handel', 'bygg', 'regnskap', 'transport', 'design', 'fisk', 'data', 'verksted', 'bakeri', 'konsult'];
export const DEMO_CUSTOMER_COUNT = 250;
/** How long the pretend server takes, so the loading state is visible. */
const DEMO_DELAY_MS = 250;

/** 250 customers, the same on every visit (no randomness), so tests can count on them. */
export const DEMO_CUSTOMERS: DemoCustomer[] = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, index) => {
  const number = index + 1;
  const name = `${FIRST[index % FIRST.length]}${SECOND[Math.floor(index / FIRST.length) % SECOND.length]} ${
    Math.floor(index / 100) + 1
  } AS`;
  return {
    id: `customer-${number}`,
    number,
    name,
    city: DEMO_CITIES[(index * 7) % DEMO_CITIES.length]!,
    active: index % 3 !== 2,
    balance: (((number * 7919) % 1_000_000) / 100).toFixed(2),
    email: `post${number}@example.no`,
    note: number % 25 === 0 ? 'overdue' : null,
  };
});

export type DemoMode = 'data' | 'empty' | 'error';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * A pretend server for the demo: answers after a short delay, filtering, sorting and paging by
 * the request exactly as a GraphQL list would; or with no customers, or failing.
 */
export function demoFetch(mode: DemoMode, columns: readonly PagedColumn<DemoCustomer>[]): PageFetch<DemoCustomer> {
  return async (request: PageRequest, signal: AbortSignal) => {
    await wait(DEMO_DELAY_MS, signal);
    if (mode === 'error') throw new Error('The pretend server is down');
    return pageOf(mode === 'empty' ? [] : DEMO_CUSTOMERS, columns, request);
  };
}
