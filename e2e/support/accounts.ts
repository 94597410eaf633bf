import type { APIRequestContext } from '@playwright/test';
import { mailLink } from './mailbox';
import { uniqueEmail } from './users';

export type RegisteredUser = { email: string; password: string; firstName: string; lastName: string; name: string };

/**
 * A confirmed account made through the public REST API and the mailed link, as a person would,
 * for specs whose subject is something else than registration.
 */
export async function registerConfirmedUser(
  request: APIRequestContext,
  names: { firstName: string; lastName: string },
): Promise<RegisteredUser> {
  const email = uniqueEmail(names.firstName.toLowerCase());
  const password = 'passord123';
  const response = await request.post('/accounts/register', {
    data: {
      new_user: {
        first_name: names.firstName,
        last_name: names.lastName,
        phone_code: '+47',
        cellphone_country_code: 'NO',
        cellphone: '93456789',
        login: email,
        password,
        password_confirmation: password,
      },
      new_unit: { address: 'Strandgaten 10', zip: '5013', city: 'Bergen', country_code: 'NO' },
    },
  });
  if (response.status() !== 200) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const link = new URL(await mailLink(email, '/confirm-registration'));
  const token = link.searchParams.get('token');
  const confirmed = await request.post('/accounts/confirm_registration', { data: { registration_token: token } });
  if (confirmed.status() !== 200) throw new Error(`confirmation failed: ${confirmed.status()}`);
  return { email, password, ...names, name: `${names.firstName} ${names.lastName}` };
}
