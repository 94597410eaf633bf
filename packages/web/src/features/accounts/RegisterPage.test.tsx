import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import RegisterPage from './RegisterPage';
import { bodiesSentTo, mockFetch, renderPage } from './test-utils';

const COUNTRIES = [
  { code: 'DK', name: 'Denmark', phone_code: '+45' },
  { code: 'NO', name: 'Norway', phone_code: '+47' },
  { code: 'SE', name: 'Sweden', phone_code: '+46' },
];

// Labels of required fields end in an aria-hidden " *", hence the prefix match.
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function fillInValidForm() {
  type(input('First name'), 'Kari');
  type(input('Last name'), 'Nordmann');
  type(input('Cellphone'), '912 34 567');
  type(input('E-mail'), 'Kari@Example.no');
  type(input('Password'), 'hemmelig');
  type(input('Confirm password'), 'hemmelig');
  type(input('Address'), 'Storgata 1');
  type(input('Zip code'), '0155');
  type(input('City'), 'Oslo');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing into the whole form re-renders Mantine's selects many times; happy-dom is slow at it.
describe('register page', { timeout: 15_000 }, () => {
  it('defaults both country selects to Norway from the list in the current language', async () => {
    const fetchMock = mockFetch({ '/countries': { status: 200, body: COUNTRIES } });
    renderPage(<RegisterPage />, '/register');
    await waitFor(() => expect(select('Country').value).toBe('Norway'));
    expect(select('Phone country').value).toBe('Norway (+47)');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/countries?locale=en');
  });

  it('says the passwords are not the same and sends nothing', async () => {
    const fetchMock = mockFetch({ '/countries': { status: 200, body: COUNTRIES } });
    renderPage(<RegisterPage />, '/register');
    await waitFor(() => expect(select('Country').value).toBe('Norway'));
    fillInValidForm();
    type(input('Confirm password'), 'annerledes');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The passwords are not the same')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/accounts/register')).toEqual([]);
  });

  it('fills the city from a Norwegian postal code before anyone is signed in', async () => {
    mockFetch({
      '/countries': { status: 200, body: COUNTRIES },
      '/postal-codes/5013': { status: 200, body: { zip: '5013', city: 'Bergen', municipality: 'Bergen' } },
    });
    renderPage(<RegisterPage />, '/register');
    await waitFor(() => expect(select('Country').value).toBe('Norway'));
    type(input('Zip code'), '5013');
    await waitFor(() => expect(input('City').value).toBe('Bergen'));
  });

  it('names each missing field once the form is submitted', async () => {
    mockFetch({ '/countries': { status: 200, body: COUNTRIES } });
    renderPage(<RegisterPage />, '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Zip code is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
  });

  it('sends the registration and shows where the confirmation went', async () => {
    const fetchMock = mockFetch({
      '/countries': { status: 200, body: COUNTRIES },
      '/accounts/register': { status: 200, body: { message: 'confirmation_sent' } },
    });
    renderPage(<RegisterPage />, '/register');
    await waitFor(() => expect(select('Country').value).toBe('Norway'));
    fillInValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'We have sent a confirmation e-mail to kari@example.no. Follow the link in it to finish.',
      ),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/accounts/register')).toEqual([
      {
        new_user: {
          first_name: 'Kari',
          last_name: 'Nordmann',
          phone_code: '+47',
          cellphone_country_code: 'NO',
          cellphone: '912 34 567',
          login: 'kari@example.no',
          password: 'hemmelig',
          password_confirmation: 'hemmelig',
          locale: 'en',
        },
        new_unit: { address: 'Storgata 1', zip: '0155', city: 'Oslo', country_code: 'NO' },
        locale: 'en',
      },
    ]);
  });

  it('shows the server errors joined with a comma', async () => {
    mockFetch({
      '/countries': { status: 200, body: COUNTRIES },
      '/accounts/register': {
        status: 422,
        body: { error: 'validation_failed', errors: ['E-mail already taken', 'Zip code is invalid'], fields: {} },
      },
    });
    renderPage(<RegisterPage />, '/register');
    await waitFor(() => expect(select('Country').value).toBe('Norway'));
    fillInValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('E-mail already taken, Zip code is invalid')).toBeTruthy();
  });
});
