import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useFormState } from 'react-hook-form';
import { z } from 'zod/mini';
import { renderWithProviders } from '../test-utils';
import { AppForm, FormTextInput, useAppForm } from '../forms';
import { fetchPostalPlace, type PostalPlace } from './postal-place';
import { useCityFromPostalCode } from './use-city-from-postal-code';

// The real lookup (through the mocked fetch) unless a test hands out its own answers, so a test can
// wait for exactly the answer the hook waits for.
vi.mock('./postal-place', async (original) => {
  const real = await original<typeof import('./postal-place')>();
  return { ...real, fetchPostalPlace: vi.fn(real.fetchPostalPlace) };
});
const lookUp = vi.mocked(fetchPostalPlace);

type Address = { zip: string; city: string; countryCode: string };
const schema = z.object({ zip: z.string(), city: z.string(), countryCode: z.string() });

function AddressFields() {
  useCityFromPostalCode({ zip: 'zip', city: 'city', countryCode: 'countryCode' });
  const { isDirty } = useFormState();
  return (
    <>
      <FormTextInput name="zip" label="Postal code" />
      <FormTextInput name="city" label="City" />
      <FormTextInput name="countryCode" label="Country" />
      <span data-testid="state">{isDirty ? 'dirty' : 'clean'}</span>
    </>
  );
}

function AddressForm({ saved }: { saved: Address }) {
  const form = useAppForm({ schema, saved });
  return (
    <AppForm form={form} onSubmit={vi.fn()}>
      <AddressFields />
    </AppForm>
  );
}

const PLACES: Record<string, { zip: string; city: string; municipality: string }> = {
  '0155': { zip: '0155', city: 'Oslo', municipality: 'Oslo' },
  '5013': { zip: '5013', city: 'Bergen', municipality: 'Bergen' },
};

/** The server's GET /postal-codes/:code: a place, or 404 for a code the register does not have. */
function mockRegister() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const code = decodeURIComponent(String(input).replace('/postal-codes/', ''));
    const place = PLACES[code];
    return new Response(JSON.stringify(place ?? { error: 'not_found' }), { status: place ? 200 : 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/**
 * The hook's n-th answer, once it has been acted on: the hook attached its reaction to the answer
 * before this await did, so it has run when this resolves.
 */
const answered = async (n: number) => {
  await waitFor(() => expect(lookUp.mock.calls.length).toBeGreaterThan(n));
  await lookUp.mock.results[n]!.value;
};
const NORWAY: Address = { zip: '', city: '', countryCode: 'NO' };

afterEach(() => {
  vi.unstubAllGlobals();
  lookUp.mockClear();
});

describe('useCityFromPostalCode', () => {
  it('fills the city of a Norwegian address once a whole postal code is typed, as an edit of the form', async () => {
    const fetchMock = mockRegister();
    renderWithProviders(<AddressForm saved={NORWAY} />);
    type('Postal code', '015');
    type('Postal code', '01 55');
    await waitFor(() => expect(input('City').value).toBe('Oslo'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/postal-codes/0155');
    expect(screen.getByTestId('state').textContent).toBe('dirty');
  });

  it('lets the user overwrite the filled city, and fills again only when the code changes', async () => {
    mockRegister();
    renderWithProviders(<AddressForm saved={NORWAY} />);
    type('Postal code', '0155');
    await waitFor(() => expect(input('City').value).toBe('Oslo'));
    type('City', 'Christiania');
    type('Postal code', '5013');
    await waitFor(() => expect(input('City').value).toBe('Bergen'));
  });

  it('leaves the city untouched for a code the register does not have', async () => {
    const fetchMock = mockRegister();
    renderWithProviders(<AddressForm saved={{ ...NORWAY, city: 'Hamar' }} />);
    type('Postal code', '0000');
    await answered(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input('City').value).toBe('Hamar');
  });

  it('does not look up the code of another country, but does once Norway is chosen', async () => {
    const fetchMock = mockRegister();
    renderWithProviders(<AddressForm saved={{ zip: '', city: '', countryCode: 'SE' }} />);
    type('Postal code', '5013');
    type('City', 'Göteborg');
    expect(fetchMock).not.toHaveBeenCalled();
    type('Country', 'NO');
    await waitFor(() => expect(input('City').value).toBe('Bergen'));
  });

  it('never changes a saved address just because it is opened', async () => {
    const fetchMock = mockRegister();
    renderWithProviders(<AddressForm saved={{ zip: '0155', city: 'Sentrum', countryCode: 'NO' }} />);
    await screen.findByDisplayValue('Sentrum');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('clean');
  });

  it('drops an answer for a code that has been changed since it was asked for', async () => {
    let answerOslo: ((place: PostalPlace) => void) | undefined;
    lookUp.mockImplementationOnce(() => new Promise((resolve) => (answerOslo = resolve)));
    lookUp.mockImplementationOnce(async () => PLACES['5013']!);
    renderWithProviders(<AddressForm saved={NORWAY} />);
    type('Postal code', '0155');
    type('Postal code', '5013');
    await waitFor(() => expect(input('City').value).toBe('Bergen'));
    answerOslo!(PLACES['0155']!);
    await answered(0);
    expect(input('City').value).toBe('Bergen');
  });
});
