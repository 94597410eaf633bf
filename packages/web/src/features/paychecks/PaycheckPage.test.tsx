import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { PAYCHECK_SECTIONS_REMEMBERED_MS, permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { clearExpandedSections, EXPANDED_SECTIONS_PREFIX } from '../../app/shell/menu-state';
import { LockPaycheckDocument } from './operations';
import PaycheckPage from './PaycheckPage';
import type { SavedPaycheck } from './paycheck-form';
import { lineChoiceMocks, paycheckMock, savedPaycheck } from './test-fixtures';

type Options = { permissions?: Record<string, boolean>; locale?: string };

async function renderPage(paycheck: SavedPaycheck, mocks: unknown[] = [], options: Options = {}) {
  const { permissions = permissionsFor('owner'), locale = 'nb' } = options;
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider
      mocks={[currentUserMock(permissions, locale), paycheckMock(paycheck), ...lineChoiceMocks, ...(mocks as never[])]}
    >
      <PaycheckPage />
    </MockedProvider>,
    { url: `/paychecks/${paycheck.id}`, path: '/paychecks/:id' },
  );
}

const lockMock = (confirmTooLowTax: boolean, result: object) => ({
  request: { query: LockPaycheckDocument, variables: { id: 'pc-1', confirmTooLowTax } },
  result,
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('an open paycheck', () => {
  it('shows the summary: the card used, the too low warning and the pay lines the bookkeeping lacks (nb)', async () => {
    await renderPage(savedPaycheck());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lønnsslipp L-12' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Beregning' });
    expect(within(summary).getByText('Utbetales (nettolønn)')).toBeTruthy();
    expect(within(summary).getByText('37 500,00')).toBeTruthy();
    expect(within(summary).getByText(/Hovedarbeidsgiver, tabelltrekk · Skattetabell 8010/)).toBeTruthy();
    expect(within(summary).getByText('Forskuddstrekket er lavere enn skattekortet tilsier')).toBeTruthy();
    expect(within(summary).getByText('Lønnsarter uten bokføringsoppsett: 510, 600')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Historikk' }));
    expect(within(screen.getByRole('region', { name: 'Historikk' })).getByText('Lagret av Ola Lønn')).toBeTruthy();
  });

  it('works out a new line’s sum as quantity × rate while it is typed, and says the summary waits for saving', async () => {
    await renderPage(savedPaycheck());
    fireEvent.click(await screen.findByRole('button', { name: 'Legg til linje' }));
    fireEvent.change(screen.getByLabelText('Antall på linje 2'), { target: { value: '7,5' } });
    fireEvent.change(screen.getByLabelText('Sats på linje 2'), { target: { value: '412,4' } });
    expect((await screen.findByLabelText('Beløp på linje 2')).textContent).toBe('3\u00a0093');
    expect(await screen.findByText(/Lagre for å beregne på nytt/)).toBeTruthy();
    // Lock and delete act on the saved paycheck: they wait for the changes.
    expect((screen.getByRole('button', { name: 'Lås' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the advanced flags and the manual withholding only to users who may make advanced paychecks', async () => {
    await renderPage(savedPaycheck());
    fireEvent.click(await screen.findByLabelText(/Avansert lønnsslipp/));
    expect(await screen.findByRole('table', { name: 'Avanserte innstillinger per linje' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Forskuddstrekk for linje 1' })).toBeTruthy();
    expect(screen.getByLabelText('Før forskuddstrekket manuelt')).toBeTruthy();
  });

  it('hides the advanced switch without canCreateAdvancedPaychecks', async () => {
    await renderPage(savedPaycheck(), [], {
      permissions: { ...permissionsFor('owner'), canCreateAdvancedPaychecks: false },
    });
    await screen.findByRole('button', { name: 'Legg til linje' });
    expect(screen.queryByLabelText(/Avansert lønnsslipp/)).toBeNull();
  });

  it('explains a too low deduction when locking, and locks with the confirmation on request (nb)', async () => {
    const refused = lockMock(false, {
      errors: [
        new GraphQLError('Validation failed', {
          extensions: {
            code: 'VALIDATION',
            validations: [{ model: 'paycheck', attribute: 'taxDeduction', type: 'tax_too_low' }],
          },
        }),
      ],
    });
    const locked = lockMock(true, { data: { lockPaycheck: savedPaycheck({ status: 'LOCKED', taxConfirmed: true }) } });
    await renderPage(savedPaycheck(), [refused, locked]);
    fireEvent.click(await screen.findByRole('button', { name: 'Lås' }));
    const question = await screen.findByRole('dialog', { name: 'Lås lønnsslipp L-12?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Lås' }));
    const tooLow = await screen.findByRole('dialog', { name: 'Lavt forskuddstrekk' });
    expect(within(tooLow).getByText('Forskuddstrekket er 11 000,00, men skattekortet tilsier 12 000,00.')).toBeTruthy();
    fireEvent.click(within(tooLow).getByRole('button', { name: 'Lås likevel' }));
    expect(await screen.findByText('Lønnsslipp L-12 er låst')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Legg til linje' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Last ned PDF' }).getAttribute('href')).toBe('/paychecks/pc-1/pdf');
  });
});

describe('a locked paycheck', () => {
  it('is read-only, with the PDF, the paid date change and who locked it (en)', async () => {
    const paycheck = savedPaycheck({
      status: 'LOCKED',
      lockedAt: '2026-03-21T08:00:00Z',
      lockedBy: { __typename: 'PaycheckUser', id: 'u2', name: 'Rita Regnskap' },
    } as Partial<SavedPaycheck>);
    await renderPage(paycheck, [], { locale: 'en' });
    expect(await screen.findByRole('table', { name: 'Pay lines' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(within(screen.getByRole('region', { name: 'History' })).getByText(/Locked by Rita Regnskap/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Change paid date' }));
    const popup = await screen.findByRole('dialog', { name: 'Change paid date' });
    expect((within(popup).getByLabelText(/Paid date/) as HTMLInputElement).value).toBe('2026-03-20');
  });
});

describe('a draft', () => {
  it('offers to create the paycheck or discard the draft', async () => {
    await renderPage(savedPaycheck({ status: 'DRAFT', number: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Utkast til lønnsslipp' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Opprett lønnsslipp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forkast utkast' })).toBeTruthy();
  });
});

describe('the sections that open and close', () => {
  const START = new Date('2026-03-20T08:00:00Z');
  const HOUR_MS = 60 * 60 * 1000;
  /** Whether a section's heading button says it is open. */
  const expanded = (name: string | RegExp) =>
    screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true';

  // Only the clock is faked: Apollo's mocks and the testing library's waits run on real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start with the breakdown open and the history and prepayments closed; the lines and net pay always show', async () => {
    await renderPage(savedPaycheck({ advancedMode: true }));
    await screen.findByRole('button', { name: 'Legg til linje' });
    expect(expanded('Historikk')).toBe(false);
    expect(expanded('Forskudd (0)')).toBe(false);
    expect(expanded('Spesifikasjon')).toBe(true);
    expect(expanded('Avanserte innstillinger per linje')).toBe(true);
    // Closed content is out of the accessibility tree.
    expect(screen.queryByRole('button', { name: 'Legg til forskudd' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Spesifikasjon' }));
    expect(screen.queryByRole('table', { name: 'Spesifikasjon' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Lønnslinjer' })).toBeTruthy();
    const net = screen.getByRole('table', { name: 'Utbetales (nettolønn)' });
    expect(within(net).getByText('37 500,00')).toBeTruthy();
  });

  it('are remembered for the user across a reload for 12 hours after the last change, then start over', async () => {
    const first = await renderPage(savedPaycheck());
    fireEvent.click(await screen.findByRole('button', { name: 'Forskudd (0)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spesifikasjon' }));
    expect(await screen.findByRole('button', { name: 'Legg til forskudd' })).toBeTruthy();
    expect(localStorage.getItem(`${EXPANDED_SECTIONS_PREFIX}paycheck`)).toContain('"userId":"u1"');
    first.unmount();

    vi.setSystemTime(START.getTime() + PAYCHECK_SECTIONS_REMEMBERED_MS - 1);
    const second = await renderPage(savedPaycheck());
    await screen.findByRole('button', { name: 'Legg til linje' });
    expect(expanded('Forskudd (0)')).toBe(true);
    expect(expanded('Spesifikasjon')).toBe(false);
    expect(expanded('Historikk')).toBe(false);
    second.unmount();

    vi.setSystemTime(START.getTime() + PAYCHECK_SECTIONS_REMEMBERED_MS);
    await renderPage(savedPaycheck());
    await screen.findByRole('button', { name: 'Legg til linje' });
    expect(expanded('Forskudd (0)')).toBe(false);
    expect(expanded('Spesifikasjon')).toBe(true);
  });

  it('count the 12 hours from the last change', async () => {
    const first = await renderPage(savedPaycheck());
    await screen.findByRole('button', { name: 'Legg til linje' });
    fireEvent.click(screen.getByRole('button', { name: 'Historikk' }));
    vi.setSystemTime(START.getTime() + 10 * HOUR_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Forskudd (0)' }));
    first.unmount();
    vi.setSystemTime(START.getTime() + 20 * HOUR_MS);
    await renderPage(savedPaycheck());
    await screen.findByRole('button', { name: 'Legg til linje' });
    expect(expanded('Historikk')).toBe(true);
    expect(expanded('Forskudd (0)')).toBe(true);
  });

  it('are not another user’s choice', async () => {
    localStorage.setItem(
      `${EXPANDED_SECTIONS_PREFIX}paycheck`,
      JSON.stringify({ savedAt: START.getTime(), value: { userId: 'someone-else', expanded: ['prepayments'] } }),
    );
    await renderPage(savedPaycheck());
    await screen.findByRole('button', { name: 'Legg til linje' });
    expect(expanded('Forskudd (0)')).toBe(false);
    expect(expanded('Spesifikasjon')).toBe(true);
  });

  it('are forgotten at sign-out, and what is shown follows', async () => {
    await renderPage(savedPaycheck());
    fireEvent.click(await screen.findByRole('button', { name: 'Forskudd (0)' }));
    expect(expanded('Forskudd (0)')).toBe(true);
    act(() => clearExpandedSections());
    expect(localStorage.getItem(`${EXPANDED_SECTIONS_PREFIX}paycheck`)).toBeNull();
    expect(expanded('Forskudd (0)')).toBe(false);
  });

  it('open a closed prepayments section whose fields are refused when saving, with the focus on the field', async () => {
    await renderPage(savedPaycheck());
    fireEvent.click(await screen.findByRole('button', { name: 'Forskudd (0)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Legg til forskudd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forskudd (1)' }));
    expect(expanded('Forskudd (1)')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(expanded('Forskudd (1)')).toBe(true));
    const amount = screen.getByLabelText('Beløp for forskudd 1');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('show a locked paycheck’s prepayments closed, with how many there are', async () => {
    const prepayment = { __typename: 'PaycheckPrepayment', id: 'pp-1', paymentDate: '2026-03-10', amount: '2000.00' };
    const paycheck = savedPaycheck({ status: 'LOCKED', prepayments: [prepayment] });
    await renderPage(paycheck);
    // The signed-in user has answered (the shell waits for that before any page shows).
    await screen.findByRole('button', { name: 'Endre utbetalingsdato' });
    expect(expanded('Forskudd (1)')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Forskudd (1)' }));
    const table = await screen.findByRole('table', { name: 'Forskudd' });
    expect(within(table).getByText('2 000,00')).toBeTruthy();
  });
});
