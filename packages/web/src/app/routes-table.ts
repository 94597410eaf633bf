import { hasPermission, type PermissionFlag } from '@fjord/domain';
import type { Mode } from './mode';
import type { PageKey } from './page-modules';
import type { PermissionSource } from './permissions';

/**
 * Every route of the application shell, in one table: path, title (translation key),
 * mode and place in the side menu. A route's key names its title (`shell:routes.<key>`) and its page
 * (pages.ts, where a feature adds `<key>: () => import('../features/<feature>/<Page>')`).
 * Menu entries appear in the order of this table. `access` names the flags a page needs (the same
 * flags the server asks for its reads); without them the menu leaves the page out and opening it
 * shows the Forbidden page.
 */
export type RouteMode = Mode | 'any';
export type MenuSectionId =
  'sales' | 'products' | 'warehouse' | 'payroll' | 'amelding' | 'reports' | 'registers' | 'settings';

export type AppRoute = {
  path: string;
  key: PageKey;
  /** `namespace:key` of the page title. */
  title: string;
  mode: RouteMode;
  /** In the menu: at the top level (with an icon) or inside a section; `label` overrides the title there. */
  menu?: { section?: MenuSectionId; icon?: MenuIconName; label?: string; exact?: boolean };
  access?: RouteAccess;
};

/** The flags a page needs: all of them, or any one. Without `access` every member may open it. */
export type RouteAccess = { flags: PermissionFlag[]; mode: 'all' | 'any' };

export function mayOpen(access: RouteAccess | undefined, permissions: PermissionSource): boolean {
  if (!access) return true;
  const granted = (flag: PermissionFlag) => hasPermission(permissions, flag);
  return access.mode === 'all' ? access.flags.every(granted) : access.flags.some(granted);
}

const needs = (...flags: PermissionFlag[]): { access: RouteAccess } => ({ access: { flags, mode: 'all' } });
const needsAny = (...flags: PermissionFlag[]): { access: RouteAccess } => ({ access: { flags, mode: 'any' } });

/**
 * A menu icon by name: each section's (by its id) and a top-level route's. The side menu draws them
 * (shell/menu-icons.ts); this table, which the sign-in page loads too, only names them.
 */
export type MenuIconName = MenuSectionId | 'dashboard';

export type MenuSection = { id: MenuSectionId; title: string };

export const MENU_SECTIONS: MenuSection[] = [
  { id: 'sales', title: 'shell:menu.sections.sales' },
  { id: 'products', title: 'shell:menu.sections.products' },
  { id: 'warehouse', title: 'shell:menu.sections.warehouse' },
  { id: 'payroll', title: 'shell:menu.sections.payroll' },
  { id: 'amelding', title: 'shell:menu.sections.amelding' },
  { id: 'reports', title: 'shell:menu.sections.reports' },
  { id: 'registers', title: 'shell:menu.sections.registers' },
  { id: 'settings', title: 'shell:menu.sections.settings' },
];

const r = (path: string, key: PageKey, mode: RouteMode, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  key,
  title: `shell:routes.${key}`,
  mode,
  ...extra,
});
const inSection = (section: MenuSectionId, label?: string) => ({
  menu: { section, ...(label ? { label: `shell:menu.labels.${label}` } : {}) },
});

export const APP_ROUTES: AppRoute[] = [
  r('/', 'dashboard', 'any', {
    menu: { icon: 'dashboard', exact: true },
  }),

  // Invoicing mode
  r('/orders', 'orders', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
  }),
  r('/orders/new', 'newOrder', 'invoicing', {
    ...needs('canViewSales', 'canSendSellerInvoice'),
  }),
  r('/orders/:id', 'order', 'invoicing', {
    ...needs('canViewSales'),
  }),
  r('/orders/:id/pdf', 'orderPdf', 'invoicing', {
    ...needs('canViewSales'),
  }),
  r('/invoices', 'invoices', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
  }),
  r('/invoices/new', 'newInvoice', 'invoicing', {
    ...needs('canViewSales', 'canSendSellerInvoice'),
  }),
  r('/invoices/:id', 'invoice', 'invoicing', {
    ...needs('canViewSales'),
  }),
  r('/invoices/:id/pdf', 'invoicePdf', 'invoicing', {
    ...needs('canViewSales'),
  }),
  r('/recurring-orders', 'recurringOrders', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
  }),
  r('/recurring-orders/new', 'newRecurringOrder', 'invoicing', {
    ...needs('canViewSales', 'canSendSellerInvoice'),
  }),
  r('/recurring-orders/:id', 'recurringOrder', 'invoicing', {
    ...needs('canViewSales'),
  }),
  r('/customers', 'customers', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
  }),
  r('/products', 'products', 'invoicing', {
    ...inSection('products'),
    ...needsAny('canViewSales', 'canUpdateProducts'),
  }),
  r('/products/variant-grouping', 'variantGrouping', 'invoicing', {
    ...inSection('products'),
  }),
  r('/product-groups', 'productGroups', 'invoicing', {
    ...inSection('products'),
  }),
  r('/product-groups/list-edit', 'organiseProductGroups', 'invoicing', {
    ...inSection('products'),
  }),
  r('/historic-vat-rates', 'historicVatRates', 'invoicing', {
    ...inSection('products'),
  }),
  // The warehouse reads as products do (canViewSales or canUpdateProducts); counting and patching need canUpdateProducts.
  r('/warehouse', 'warehouse', 'invoicing', {
    ...inSection('warehouse', 'stock'),
    ...needsAny('canViewSales', 'canUpdateProducts'),
  }),
  r('/warehouse/patches', 'warehousePatches', 'invoicing', {
    ...inSection('warehouse'),
    ...needsAny('canViewSales', 'canUpdateProducts'),
  }),
  r('/warehouse/patches/new', 'newWarehousePatch', 'invoicing', {
    ...needs('canUpdateProducts'),
  }),
  r('/warehouse/patches/:id', 'warehousePatch', 'invoicing', {
    ...needsAny('canViewSales', 'canUpdateProducts'),
  }),
  r('/warehouse/new-checkpoint', 'newCheckpoint', 'invoicing', {
    ...needs('canUpdateProducts'),
  }),

  // Payroll mode
  r('/employees', 'employees', 'payroll', {
    ...inSection('payroll'),
    ...needsAny('canEditEmployees', 'canViewSalaries'),
  }),
  r('/employees/new', 'newEmployee', 'payroll', {
    ...needs('canEditEmployees'),
  }),
  r('/employees/:id', 'editEmployee', 'payroll', {
    ...needsAny('canEditEmployees', 'canViewSalaries'),
  }),
  // Paychecks are read with canViewSalaries (as the server asks) and made with canCreatePaychecks.
  r('/paychecks', 'paychecks', 'payroll', {
    ...inSection('payroll'),
    ...needs('canViewSalaries'),
  }),
  r('/paychecks/new', 'newPaycheck', 'payroll', {
    ...needs('canViewSalaries', 'canCreatePaychecks'),
  }),
  r('/paychecks/:id', 'paycheck', 'payroll', {
    ...needs('canViewSalaries'),
  }),
  r('/paychecks/:id/pdf', 'paycheckPdf', 'payroll', {
    ...needs('canViewSalaries'),
  }),
  r('/paycheck-periods', 'paycheckPeriods', 'payroll', {
    ...inSection('payroll'),
    ...needs('canViewSalaries'),
  }),
  // Advanced paychecks (free lines, typed tax) are paychecks in advanced mode: the same editor.
  r('/advanced-paychecks', 'advancedPaychecks', 'payroll', {
    ...inSection('payroll'),
    ...needs('canViewSalaries'),
  }),
  r('/advanced-paychecks/new', 'newAdvancedPaycheck', 'payroll', {
    ...needs('canViewSalaries', 'canCreateAdvancedPaychecks'),
  }),
  r('/advanced-paychecks/edit/:id', 'editAdvancedPaycheck', 'payroll', {
    ...needs('canViewSalaries'),
  }),
  r('/work-relation/:id/paycheck-template', 'workRelationPaycheckTemplate', 'payroll', {
    ...needs('canViewSalaries'),
  }),
  r('/work-relation/:id/simplified-paycheck-template', 'workRelationSimplifiedPaycheckTemplate', 'payroll', {
    ...needs('canViewSalaries'),
  }),
  // A-meldinger and the tax preview are read with canViewSalaries; sending and acting on them needs
  // canSendAltinnPaycheckReports (the page's buttons follow the server's `actions`).
  r('/altinn-reports', 'altinnReports', 'payroll', {
    ...inSection('amelding'),
    ...needs('canViewSalaries'),
  }),
  r('/altinn-reports/new', 'newAltinnReport', 'payroll', {
    ...needs('canViewSalaries', 'canSendAltinnPaycheckReports'),
  }),
  r('/altinn-reports/taxes', 'taxes', 'payroll', {
    ...inSection('amelding'),
    ...needs('canViewSalaries'),
  }),
  r('/altinn-reports/:id', 'altinnReport', 'payroll', {
    ...needs('canViewSalaries'),
  }),
  // The payroll reports read salaries, as the server asks (canViewSalaries).
  r('/paycheck-reports', 'paycheckReports', 'payroll', {
    menu: { section: 'reports', label: 'shell:menu.labels.overview', exact: true },
    ...needs('canViewSalaries'),
  }),
  r('/paycheck-reports/vacation-money-report', 'vacationMoneyReport', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
  }),
  r('/paycheck-reports/amelding-and-bookkeeping-reconciliation', 'ameldingReconciliation', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
  }),
  r('/paycheck-reports/yearly-report-for-employee', 'yearlyReportForEmployee', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
  }),
  r('/paycheck-reports/yearly-report-for-employee/pdf', 'yearlyReportForEmployeePdf', 'payroll', {
    ...needs('canViewSalaries'),
  }),
  r('/paycheck-reports/paychecks-summary-report', 'paychecksSummaryReport', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
  }),
  r('/paycheck-reports/paychecks-and-bookkeeping-reconciliation', 'paychecksReconciliation', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
  }),
  r('/subcompanies', 'subcompanies', 'payroll', {
    ...inSection('registers'),
  }),
  r('/occupations', 'occupations', 'payroll', {
    ...inSection('registers'),
  }),
  r('/municipalities', 'municipalities', 'payroll', {
    ...inSection('registers'),
  }),
  r('/pension-companies', 'pensionCompanies', 'payroll', {
    ...inSection('registers'),
  }),

  // Any mode
  r('/cars', 'cars', 'any', {
    ...inSection('registers'),
  }),
  r('/projects', 'projects', 'any', {
    ...inSection('registers'),
  }),
  r('/departments', 'departments', 'any', {
    ...inSection('registers'),
  }),
  r('/company-settings', 'companySettings', 'any', {
    menu: { section: 'settings', exact: true },
  }),
  r('/company-settings/altinn-users', 'altinnUsers', 'payroll', {
    ...inSection('settings'),
    ...needs('canSendAltinnPaycheckReports'),
  }),
  r('/settings', 'settings', 'any', {
    ...inSection('settings'),
  }),
  r('/settings/security', 'security', 'any', {
    ...inSection('settings'),
  }),
  r('/payment-methods', 'paymentMethods', 'invoicing', {
    ...inSection('settings'),
  }),
  r('/webstore-api-tokens', 'webstoreApiTokens', 'invoicing', {
    ...inSection('settings'),
    ...needs('canUpdateUnit'),
  }),
  r('/company-settings/export', 'unitExports', 'any', {
    ...inSection('settings'),
    ...needs('canUpdateAdmin'),
  }),
  r('/application-settings', 'applicationSettings', 'payroll', {
    menu: { section: 'settings', exact: true },
  }),
  r('/application-settings/paycheck-template', 'paycheckTemplate', 'payroll', {
    ...inSection('settings'),
  }),
  r('/company-paycheck-template', 'companyPaycheckTemplate', 'payroll', {
    ...inSection('settings'),
    ...needs('canViewSalaries'),
  }),

  // Test pages of the UI kit, not in the menu
  r('/ui/form', 'uiForm', 'any'),
  r('/ui/value-confirmation', 'uiValueConfirmation', 'any'),
  r('/ui/ui-test', 'uiTest', 'any'),
  r('/ui/table', 'uiTable', 'any'),
];

/** The layout-free pages the shell itself provides. */
export const LAYOUT_FREE_TITLES = {
  bigLoading: 'shell:routes.bigLoading',
  notFound: 'shell:routes.notFound',
  somethingWentWrong: 'shell:routes.somethingWentWrong',
  forbidden: 'shell:routes.forbidden',
  twoFactorRequired: 'shell:routes.twoFactorRequired',
} as const;
