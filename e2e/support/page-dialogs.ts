import { expect, type Page } from '@playwright/test';
import { OPEN_DIALOG } from './axe';
import { checkOpenDialog, openEach } from './dialogs';
import { graphql } from './graphql';
import { DEMO_USER } from './users';

/**
 * What the dialog walk of `accessibility.spec.ts` must find on each route (English titles, the
 * walk's language). `dialogs` are always there for the demo owner; `whenData` appear only when the
 * records exist (an open invitation, a pending access request); `steps` reach the dialogs no button
 * opens directly (unsaved changes, the user menu) and answer the titles they checked. A route not
 * listed opens no dialog. The walk fails on a dialog not listed here, and on a listed one it did
 * not find (e.g. a button that lost its `aria-haspopup="dialog"`).
 */
export type PageDialogs = {
  /** What shows once the parts of the page that load on their own are there (before the walk). */
  ready?: (page: Page) => Promise<void>;
  dialogs: (string | RegExp)[];
  whenData?: (string | RegExp)[];
  steps?: (page: Page) => Promise<string[]>;
};

const register = (record: string) => [`New ${record}`, `Edit ${record}`, `Delete ${record}`];

export const PAGE_DIALOGS: Record<string, PageDialogs> = {
  '/': {
    // The invoice statistics' chart loads on its own; the check is of the page with it.
    ready: async (page) => {
      await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    },
    dialogs: ['Request access to company', 'Video guide to Fjord'],
    steps: userMenuDialogs,
  },
  '/invoices': { dialogs: ['Export to bookkeeping', 'Import payments'] },
  // The demo's newest invoice: open and paid in part, not yet due (no overdue notice can be sent).
  '/invoices/:id': {
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Register payment' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Overdue notices' })).toBeVisible();
    },
    dialogs: [/^Credit invoice /, 'Register payment', 'Send invoice'],
    whenData: ['Delete payment', 'New overdue notice', /^Send reminder \d+$/],
    steps: sendByEhf,
  },
  '/customers': { dialogs: register('customer') },
  '/orders/new': { dialogs: ['Unsaved changes'], steps: unsavedOrder },
  '/orders/:id': { dialogs: ['Lock order', 'Cancel order', 'E-mail order'] },
  '/recurring-orders/:id': { dialogs: ['Delete recurring order'] },
  '/products': { dialogs: register('product') },
  '/product-groups': { dialogs: [...register('product group'), ...register('variant group')] },
  // The demo staffing company has fetched no tax cards for everyone: only the question before fetching.
  '/employees': {
    dialogs: [/^Fetch the tax cards for \d{4}\?$/],
    whenData: [/^Tax cards for \d{4}$/, 'Archive the request'],
  },
  '/employees/:id': {
    dialogs: ['Delete employee', ...register('work relation'), 'Add manually'],
    whenData: ['Edit tax card', 'Delete tax card'],
  },
  '/subcompanies': { dialogs: register('sub-unit') },
  // Every demo period of the year is listed; the open ones can be locked.
  '/paycheck-periods': {
    dialogs: [/^Edit pay period /, /^Vacation pay settings \d{4}$/],
    whenData: [/^Lock .+\?$/],
  },
  // A locked paycheck of the demo (its period locked too): its payslip can be e-mailed.
  '/paychecks/:id': { dialogs: [/^E-mail the payslip to /] },
  // The same paycheck opened from the advanced paychecks' list.
  '/advanced-paychecks/edit/:id': { dialogs: [/^E-mail the payslip to /] },
  // Send asks first, once nothing stops the month (the demo's default month may still have open paychecks).
  '/altinn-reports/new': { dialogs: [], whenData: [/^Send the a-melding for .+\?$/] },
  // The walk's message may be pending (no dialog) or received (cancel and archive ask first).
  '/altinn-reports/:id': {
    dialogs: [],
    whenData: [/^Cancel the a-melding for .+\?$/, /^Archive the a-melding for .+\?$/],
  },
  '/municipalities': { dialogs: [/^Details of /], whenData: [/^Remove the details of .+\?$/] },
  '/pension-companies': { dialogs: register('pension company period') },
  '/cars': { dialogs: register('car') },
  '/projects': { dialogs: register('project') },
  '/departments': { dialogs: [...register('department'), 'Unsaved changes'], steps: unsavedPopup },
  '/company-settings': {
    dialogs: ['Invite a user', 'Remove the user?', 'Unsaved changes'],
    whenData: ['Withdraw the invitation?', 'Decline the request?'],
    steps: unsavedTab,
  },
  '/payment-methods': { dialogs: register('payment method') },
  '/webstore-api-tokens': { dialogs: ['New API token'], whenData: ['Delete API token'] },
  // The demo owner has no second factor: turning it on asks; the other sessions (other specs' sign-ins) may be there.
  '/settings/security': {
    dialogs: ['Turn on two-factor sign-in'],
    whenData: [
      'Sign out this session?',
      'Sign out everywhere else?',
      'New recovery codes',
      'Turn off two-factor sign-in',
    ],
  },
  '/application-settings/paycheck-template': { dialogs: register('pay line') },
  // The walk opens this year's statements (accessibility.spec.ts), which the demo's payroll has.
  '/paycheck-reports/yearly-report-for-employee': { dialogs: [/^Send the yearly statements of \d{4}\?$/] },
  '/ui/ui-test': { dialogs: ['Delete the draft?', 'Report sent'] },
};

/**
 * The files of the web app that show a dialog (a kit dialog API outside the kit itself), and where
 * each is checked: the route whose walk opens it, or the spec that reaches it after an action the
 * walk does not take (saving a record, a user without a company), or `none:` and why no e2e user
 * can open it. A new file with a dialog fails the suite until it is placed here.
 */
export const DIALOG_SOURCES: Record<string, string> = {
  'app/shell/RequestAccessModal.tsx': '/',
  'features/altinn-reports/AmeldingActions.tsx': '/altinn-reports/:id',
  'features/altinn-reports/AmeldingPreviewView.tsx': '/altinn-reports/new',
  'features/cars/CarsPage.tsx': '/cars',
  'features/company-settings/AccessRequestDecision.tsx': '/company-settings',
  'features/company-settings/CompanySettingsPage.tsx': '/company-settings',
  'features/company-settings/InvitationsSection.tsx': '/company-settings',
  'features/company-settings/MembersSection.tsx': '/company-settings',
  'features/customers/CustomersPage.tsx': '/customers',
  'features/dashboard/CreateCompanyModal.tsx': 'onboarding.spec.ts',
  'features/dimensions/DimensionRegister.tsx': '/departments',
  'features/employee-tax-cards/TaxCardRequestActions.tsx': 'altinn-users.spec.ts',
  'features/employee-tax-cards/TaxCardRequestDialog.tsx': 'altinn-users.spec.ts',
  'features/employee-tax-cards/TaxCardRequestsSection.tsx': '/employees',
  'features/employee-tax-cards/TaxCardsSection.tsx': '/employees/:id',
  'features/employees/EmployeePage.tsx': '/employees/:id',
  'features/employees/use-employee-records.ts': '/employees/:id',
  'features/credit-notes/CreditNoteDialog.tsx': '/invoices/:id',
  'features/dashboard/VideoGuide.tsx': '/',
  'features/invoice-deliveries/InvoiceBatchActions.tsx': 'invoice-delivery.spec.ts',
  'features/invoice-deliveries/SendInvoiceDialog.tsx': '/invoices/:id',
  'features/invoice-journal/InvoiceJournalButton.tsx': '/invoices',
  'features/invoice-payments/ImportPaymentsButton.tsx': '/invoices',
  'features/invoice-payments/PaymentsSection.tsx': '/invoices/:id',
  'features/municipalities/MunicipalitiesPage.tsx': '/municipalities',
  'features/orders/EmailOrderButton.tsx': '/orders/:id',
  'features/orders/OrderPage.tsx': '/orders/:id',
  'features/overdue-notices/NewOverdueNoticeDialog.tsx': '/invoices/:id',
  'features/paycheck-periods/PaycheckPeriodsPage.tsx': '/paycheck-periods',
  'features/paycheck-periods/PeriodActions.tsx': '/paycheck-periods',
  'features/paycheck-periods/VacationMoneySettingsButton.tsx': '/paycheck-periods',
  'features/paycheck-templates/MainTemplatesPage.tsx': '/application-settings/paycheck-template',
  'features/paychecks/EmailPayslipModal.tsx': '/paychecks/:id',
  'features/paychecks/PaidDateModal.tsx': 'paychecks.spec.ts',
  'features/paychecks/PaycheckActions.tsx': '/paychecks/:id',
  'features/paychecks/RunMonthActions.tsx': 'paychecks.spec.ts',
  'features/paychecks/lock-all.tsx': 'paychecks.spec.ts',
  'features/paycheck-reports/SendYearlyReportsButton.tsx': '/paycheck-reports/yearly-report-for-employee',
  'features/payment-methods/PaymentMethodsPage.tsx': '/payment-methods',
  'features/pension-companies/PensionCompaniesPage.tsx': '/pension-companies',
  'features/product-groups/ProductGroupsPage.tsx': '/product-groups',
  'features/product-groups/VariantHoldersSection.tsx': '/product-groups',
  'features/products/ProductsPage.tsx': '/products',
  'features/recurring-orders/RecurringOrderEditor.tsx': '/recurring-orders/:id',
  'features/sub-units/SubUnitsPage.tsx': '/subcompanies',
  'features/ui-test/OverlaysSection.tsx': '/ui/ui-test',
  'features/ui-test/UiValueConfirmationPage.tsx': 'ui-forms.spec.ts',
  'features/user-settings/RecoveryCodesDialog.tsx': 'two-factor.spec.ts',
  'features/user-settings/SessionsSection.tsx': '/settings/security',
  'features/user-settings/TwoFactorSection.tsx': '/settings/security',
  'features/vat-rates/HistoricVatRatesPage.tsx':
    'none: only a super administrator changes VAT rates; no e2e user is one',
  'features/webstore-api-tokens/WebstoreApiTokensPage.tsx': 'webstore-api-tokens.spec.ts',
  'features/work-relations/WorkRelationsSection.tsx': '/employees/:id',
};

/** The kit's dialog APIs; a file using one shows a dialog. */
export const DIALOG_API =
  /<FormModal\b|<Modal\b|<Drawer\b|<RegisterPage\b|\b(?:confirm|alert)Dialog\(|\buse(?:Confirm|Alert|DeleteAction|Register)\(/;

/** The user menu's dialogs (its menu items that open one). */
async function userMenuDialogs(page: Page): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: DEMO_USER.name }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const seen: string[] = [];
  await openEach(page, '[role="menu"]', seen);
  return seen;
}

/**
 * The send dialog with EHF chosen (its receiver and the EHF's check), on an invoice to a demo
 * customer that takes EHF: the walk's invoice is billed by e-mail, so its dialog shows the e-mail's fields.
 */
async function sendByEhf(page: Page): Promise<string[]> {
  const { invoices } = await graphql<{
    invoices: { items: { id: string; customer: { invoiceDeliveryMethod: string } }[] };
  }>(page, '{ invoices(filters: { kind: INVOICE }) { items { id customer { invoiceDeliveryMethod } } } }');
  const invoice = invoices.items.find((item) => item.customer.invoiceDeliveryMethod === 'EHF')!;
  await page.goto(`/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send invoice' });
  await expect(dialog.getByRole('combobox', { name: 'Channel' })).toHaveValue('EHF');
  // The first EHF check of a server process compiles the Peppol rules: under a loaded CI, 10 s is not enough.
  await expect(dialog.getByText('The EHF has been checked against the Peppol rules and can be sent.')).toBeVisible({
    timeout: 45_000,
  });
  const title = await checkOpenDialog(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
  return [title];
}

/** A changed popup asks before it closes: the kit's unsaved-changes dialog. */
async function unsavedPopup(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'New department' }).click();
  const popup = page.getByRole('dialog', { name: 'New department' });
  await popup.getByRole('textbox').first().fill('Changed');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  const title = await checkOpenDialog(page);
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
  return [title];
}

/** A new order with something typed asks before the page is left (Cancel stays on it). */
async function unsavedOrder(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Customer reference' }).fill('Changed');
  await main.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  const title = await checkOpenDialog(page);
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
  return [title];
}

/** A changed tab of the company settings asks before another tab opens. */
async function unsavedTab(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Company', exact: true }).click();
  await main.getByRole('textbox', { name: 'Trading name' }).fill('Changed');
  await main.getByRole('tab', { name: 'Invoicing', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  const title = await checkOpenDialog(page);
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
  return [title];
}
