import { expect, test } from '@playwright/test';
import { mailLink } from './support/mailbox';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';
import { DEMO_COMPANIES, uniqueEmail } from './support/users';

test('the owner invites an address, the invitee registers through the mailed link and lands in the company; the owner changes the role and removes the member', async ({
  browser,
}) => {
  const company = DEMO_COMPANIES.trading;
  const email = uniqueEmail('invitert');
  const lastName = `Invitert${uniqueSuffix()}`;
  const name = `Ingrid ${lastName}`;

  const ownerContext = await browser.newContext({ storageState: NORWEGIAN_BROWSER });
  const owner = await ownerContext.newPage();
  await signInNorwegian(owner, company);
  await owner.goto('/company-settings');
  await owner.getByRole('tab', { name: 'Brukere' }).click();
  await owner.getByRole('button', { name: 'Inviter bruker' }).click();
  const invite = owner.getByRole('dialog', { name: 'Inviter en bruker' });
  await invite.getByRole('textbox', { name: 'E-post' }).fill(email);
  await invite.getByRole('combobox', { name: 'Rolle' }).click();
  await owner.getByRole('option', { name: 'Regnskapsfører' }).click();
  await invite.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(owner.getByText(`Invitasjonen er sendt til ${email}`)).toBeVisible();
  await expect(owner.getByRole('row', { name: new RegExp(email) })).toContainText('Regnskapsfører');

  const inviteeContext = await browser.newContext({ storageState: NORWEGIAN_BROWSER });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(await mailLink(email, '/invitation'));
  await expect(invitee.getByText('Du er invitert til et firma i Fjord')).toBeVisible();
  await invitee.getByRole('link', { name: 'Opprett konto' }).click();
  await invitee.getByRole('textbox', { name: 'Fornavn', exact: true }).fill('Ingrid');
  await invitee.getByRole('textbox', { name: 'Etternavn', exact: true }).fill(lastName);
  await invitee.getByRole('textbox', { name: 'Mobilnummer', exact: true }).fill('91234567');
  await invitee.getByRole('textbox', { name: 'E-post', exact: true }).fill(email);
  await invitee.getByRole('textbox', { name: 'Passord', exact: true }).fill('hemmelig1');
  await invitee.getByRole('textbox', { name: 'Bekreft passord', exact: true }).fill('hemmelig1');
  await invitee.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Kirkegata 5');
  await invitee.getByRole('textbox', { name: 'Postnummer', exact: true }).fill('7011');
  await invitee.getByRole('textbox', { name: 'Poststed', exact: true }).fill('Trondheim');
  await invitee.getByRole('button', { name: 'Registrer' }).click();
  await expect(invitee.getByText(/Vi har sendt en bekreftelse på e-post/)).toBeVisible();
  await invitee.goto(await mailLink(email, '/confirm-registration'));
  await expect(invitee.getByText(`Du jobber i ${company}`)).toBeVisible();
  await expect(invitee.getByText(`Velkommen til ${company}`)).toBeVisible();

  await owner.reload();
  await owner.getByRole('tab', { name: 'Brukere' }).click();
  const row = owner.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('combobox', { name: `Rollen til ${name}` }).click();
  await owner.getByRole('option', { name: 'Salg' }).click();
  await expect(owner.getByText(`${name} har nå rollen «Salg»`)).toBeVisible();

  await row.getByRole('button', { name: `Slett ${name}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
  await expect(owner.getByText(`${name} har ikke lenger tilgang til firmaet`)).toBeVisible();
  await expect(owner.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);

  // The removed member's next request answers that the company is not theirs any more.
  await invitee.reload();
  await expect(invitee.getByText(/Du jobber i/)).toBeVisible();
  await expect(invitee.getByText(`Du jobber i ${company}`)).toHaveCount(0);

  await ownerContext.close();
  await inviteeContext.close();
});
