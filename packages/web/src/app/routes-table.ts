import type { ComponentType } from 'react';
import { hasPermission, type PermissionFlag } from '@fjord/domain';
import type { Mode } from './mode';
import type { PermissionSource } from './permissions';

/**
 * Every route of the application shell, in one table: path, title (translation key),
 * mode and place in the side menu. A route without `page` shows the "not available yet" page;
 * a feature replaces that by adding `page: () => import('../features/<feature>/<Page>')`.
 * Menu entries appear in the order of this table. `access` names the flags a page needs (the same
 * flags the server asks for its reads); without them the menu leaves the page out and opening it
 * shows the Forbidden page.
 */
export type RouteMode = Mode | 'any';
export type MenuSectionId =
  'sales' | 'products' | 'warehouse' | 'payroll' | 'amelding' | 'reports' | 'registers' | 'settings';

export type AppRoute = {
  path: string;
  /** `namespace:key` of the page title. */
  title: string;
  mode: RouteMode;
  /** In the menu: at the top level (with an icon) or inside a section; `label` overrides the title there. */
  menu?: { section?: MenuSectionId; icon?: MenuIconName; label?: string; exact?: boolean };
  page?: () => Promise<{ default: ComponentType }>;
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

const r = (path: string, key: string, mode: RouteMode, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
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
    page: () => import('../features/dashboard/DashboardPage'),
  }),

  // Invoicing mode
  r('/orders', 'orders', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
    page: () => import('../features/orders/OrdersPage'),
  }),
  r('/orders/new', 'newOrder', 'invoicing', {
    ...needs('canViewSales', 'canSendSellerInvoice'),
    page: () => import('../features/orders/NewOrderPage'),
  }),
  r('/orders/:id', 'order', 'invoicing', {
    ...needs('canViewSales'),
    page: () => import('../features/orders/OrderPage'),
  }),
  r('/orders/:id/pdf', 'orderPdf', 'invoicing', {
    ...needs('canViewSales'),
    page: () => import('../features/orders/OrderPdfPage'),
  }),
  r('/invoices', 'invoices', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
    page: () => import('../features/invoices/InvoicesPage'),
  }),
  r('/invoices/new', 'newInvoice', 'invoicing', {
    ...needs('canViewSales', 'canSendSellerInvoice'),
    page: () => import('../features/invoices/NewInvoicePage'),
  }),
  r('/invoices/:id', 'invoice', 'invoicing', {
    ...needs('canViewSales'),
    page: () => import('../features/invoices/InvoicePage'),
  }),
  r('/invoices/:id/pdf', 'invoicePdf', 'invoicing', {
    ...needs('canViewSales'),
    page: () => import('../features/invoice-pdf/InvoicePdfPage'),
  }),
  r('/recurring-orders', 'recurringOrders', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
    page: () => import('../features/recurring-orders/RecurringOrdersPage'),
  }),
  r('/recurring-orders/new', 'newRecurringOrder', 'invoicing', {
    ...needs('canViewSales', 'canSendSellerInvoice'),
    page: () => import('../features/recurring-orders/NewRecurringOrderPage'),
  }),
  r('/recurring-orders/:id', 'recurringOrder', 'invoicing', {
    ...needs('canViewSales'),
    page: () => import('../features/recurring-orders/RecurringOrderPage'),
  }),
  r('/customers', 'customers', 'invoicing', {
    ...inSection('sales'),
    ...needs('canViewSales'),
    page: () => import('../features/customers/CustomersPage'),
  }),
  r('/products', 'products', 'invoicing', {
    ...inSection('products'),
    ...needsAny('canViewSales', 'canUpdateProducts'),
    page: () => import('../features/products/ProductsPage'),
  }),
  r('/products/variant-grouping', 'variantGrouping', 'invoicing', {
    ...inSection('products'),
    page: () => import('../features/product-groups/VariantGroupingPage'),
  }),
  r('/product-groups', 'productGroups', 'invoicing', {
    ...inSection('products'),
    page: () => import('../features/product-groups/ProductGroupsPage'),
  }),
  r('/product-groups/list-edit', 'organiseProductGroups', 'invoicing', {
    ...inSection('products'),
    page: () => import('../features/product-groups/ProductGroupsListEditPage'),
  }),
  r('/historic-vat-rates', 'historicVatRates', 'invoicing', {
    ...inSection('products'),
    page: () => import('../features/vat-rates/HistoricVatRatesPage'),
  }),
  // The warehouse reads as products do (canViewSales or canUpdateProducts); counting and patching need canUpdateProducts.
  r('/warehouse', 'warehouse', 'invoicing', {
    ...inSection('warehouse', 'stock'),
    ...needsAny('canViewSales', 'canUpdateProducts'),
    page: () => import('../features/warehouse/StockPage'),
  }),
  r('/warehouse/patches', 'warehousePatches', 'invoicing', {
    ...inSection('warehouse'),
    ...needsAny('canViewSales', 'canUpdateProducts'),
    page: () => import('../features/warehouse/PatchesPage'),
  }),
  r('/warehouse/patches/new', 'newWarehousePatch', 'invoicing', {
    ...needs('canUpdateProducts'),
    page: () => import('../features/warehouse/NewPatchPage'),
  }),
  r('/warehouse/patches/:id', 'warehousePatch', 'invoicing', {
    ...needsAny('canViewSales', 'canUpdateProducts'),
    page: () => import('../features/warehouse/PatchPage'),
  }),
  r('/warehouse/new-checkpoint', 'newCheckpoint', 'invoicing', {
    ...needs('canUpdateProducts'),
    page: () => import('../features/warehouse/CheckpointPage'),
  }),

  // Payroll mode
  r('/employees', 'employees', 'payroll', {
    ...inSection('payroll'),
    ...needsAny('canEditEmployees', 'canViewSalaries'),
    page: () => import('../features/employees/EmployeesPage'),
  }),
  r('/employees/new', 'newEmployee', 'payroll', {
    ...needs('canEditEmployees'),
    page: () => import('../features/employees/EmployeePage'),
  }),
  r('/employees/:id', 'editEmployee', 'payroll', {
    ...needsAny('canEditEmployees', 'canViewSalaries'),
    page: () => import('../features/employees/EmployeePage'),
  }),
  // Paychecks are read with canViewSalaries (as the server asks) and made with canCreatePaychecks.
  r('/paychecks', 'paychecks', 'payroll', {
    ...inSection('payroll'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paychecks/PaychecksPage'),
  }),
  r('/paychecks/new', 'newPaycheck', 'payroll', {
    ...needs('canViewSalaries', 'canCreatePaychecks'),
    page: () => import('../features/paychecks/NewPaycheckPage'),
  }),
  r('/paychecks/:id', 'paycheck', 'payroll', {
    ...needs('canViewSalaries'),
    page: () => import('../features/paychecks/PaycheckPage'),
  }),
  r('/paychecks/:id/pdf', 'paycheckPdf', 'payroll', {
    ...needs('canViewSalaries'),
    page: () => import('../features/paychecks/PaycheckPdfPage'),
  }),
  r('/paycheck-periods', 'paycheckPeriods', 'payroll', {
    ...inSection('payroll'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-periods/PaycheckPeriodsPage'),
  }),
  // Advanced paychecks (free lines, typed tax) are paychecks in advanced mode: the same editor.
  r('/advanced-paychecks', 'advancedPaychecks', 'payroll', {
    ...inSection('payroll'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paychecks/AdvancedPaychecksPage'),
  }),
  r('/advanced-paychecks/new', 'newAdvancedPaycheck', 'payroll', {
    ...needs('canViewSalaries', 'canCreateAdvancedPaychecks'),
    page: () => import('../features/paychecks/NewPaycheckPage'),
  }),
  r('/advanced-paychecks/edit/:id', 'editAdvancedPaycheck', 'payroll', {
    ...needs('canViewSalaries'),
    page: () => import('../features/paychecks/PaycheckPage'),
  }),
  r('/work-relation/:id/paycheck-template', 'workRelationPaycheckTemplate', 'payroll', {
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-templates/PaycheckTemplatePage'),
  }),
  r('/work-relation/:id/simplified-paycheck-template', 'workRelationSimplifiedPaycheckTemplate', 'payroll', {
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-templates/SimplifiedTemplatePage'),
  }),
  // A-meldinger and the tax preview are read with canViewSalaries; sending and acting on them needs
  // canSendAltinnPaycheckReports (the page's buttons follow the server's `actions`).
  r('/altinn-reports', 'altinnReports', 'payroll', {
    ...inSection('amelding'),
    ...needs('canViewSalaries'),
    page: () => import('../features/altinn-reports/AltinnReportsPage'),
  }),
  r('/altinn-reports/new', 'newAltinnReport', 'payroll', {
    ...needs('canViewSalaries', 'canSendAltinnPaycheckReports'),
    page: () => import('../features/altinn-reports/NewAltinnReportPage'),
  }),
  r('/altinn-reports/taxes', 'taxes', 'payroll', {
    ...inSection('amelding'),
    ...needs('canViewSalaries'),
    page: () => import('../features/altinn-reports/TaxesPage'),
  }),
  r('/altinn-reports/:id', 'altinnReport', 'payroll', {
    ...needs('canViewSalaries'),
    page: () => import('../features/altinn-reports/AltinnReportPage'),
  }),
  // The payroll reports read salaries, as the server asks (canViewSalaries).
  r('/paycheck-reports', 'paycheckReports', 'payroll', {
    menu: { section: 'reports', label: 'shell:menu.labels.overview', exact: true },
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-reports/PaycheckReportsPage'),
  }),
  r('/paycheck-reports/vacation-money-report', 'vacationMoneyReport', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-reports/VacationMoneyReportPage'),
  }),
  r('/paycheck-reports/amelding-and-bookkeeping-reconciliation', 'ameldingReconciliation', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-reports/AmeldingReconciliationPage'),
  }),
  r('/paycheck-reports/yearly-report-for-employee', 'yearlyReportForEmployee', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-reports/YearlyReportsPage'),
  }),
  r('/paycheck-reports/yearly-report-for-employee/pdf', 'yearlyReportForEmployeePdf', 'payroll', {
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-reports/YearlyReportPdfPage'),
  }),
  r('/paycheck-reports/paychecks-summary-report', 'paychecksSummaryReport', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-reports/PaychecksSummaryReportPage'),
  }),
  r('/paycheck-reports/paychecks-and-bookkeeping-reconciliation', 'paychecksReconciliation', 'payroll', {
    ...inSection('reports'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-reports/PaychecksReconciliationPage'),
  }),
  r('/subcompanies', 'subcompanies', 'payroll', {
    ...inSection('registers'),
    page: () => import('../features/sub-units/SubUnitsPage'),
  }),
  r('/occupations', 'occupations', 'payroll', {
    ...inSection('registers'),
    page: () => import('../features/occupations/OccupationsPage'),
  }),
  r('/municipalities', 'municipalities', 'payroll', {
    ...inSection('registers'),
    page: () => import('../features/municipalities/MunicipalitiesPage'),
  }),
  r('/pension-companies', 'pensionCompanies', 'payroll', {
    ...inSection('registers'),
    page: () => import('../features/pension-companies/PensionCompaniesPage'),
  }),

  // Any mode
  r('/cars', 'cars', 'any', {
    ...inSection('registers'),
    page: () => import('../features/cars/CarsPage'),
  }),
  r('/projects', 'projects', 'any', {
    ...inSection('registers'),
    page: () => import('../features/projects/ProjectsPage'),
  }),
  r('/departments', 'departments', 'any', {
    ...inSection('registers'),
    page: () => import('../features/departments/DepartmentsPage'),
  }),
  r('/company-settings', 'companySettings', 'any', {
    menu: { section: 'settings', exact: true },
    page: () => import('../features/company-settings/CompanySettingsPage'),
  }),
  r('/company-settings/altinn-users', 'altinnUsers', 'payroll', {
    ...inSection('settings'),
    ...needs('canSendAltinnPaycheckReports'),
    page: () => import('../features/altinn-users/AltinnUsersPage'),
  }),
  r('/settings', 'settings', 'any', {
    ...inSection('settings'),
    page: () => import('../features/user-settings/SettingsPage'),
  }),
  r('/payment-methods', 'paymentMethods', 'invoicing', {
    ...inSection('settings'),
    page: () => import('../features/payment-methods/PaymentMethodsPage'),
  }),
  r('/webstore-api-tokens', 'webstoreApiTokens', 'invoicing', {
    ...inSection('settings'),
    ...needs('canUpdateUnit'),
    page: () => import('../features/webstore-api-tokens/WebstoreApiTokensPage'),
  }),
  r('/application-settings', 'applicationSettings', 'payroll', {
    menu: { section: 'settings', exact: true },
    page: () => import('../features/paycheck-settings/PaycheckSettingsPage'),
  }),
  r('/application-settings/paycheck-template', 'paycheckTemplate', 'payroll', {
    ...inSection('settings'),
    page: () => import('../features/paycheck-templates/MainTemplatesPage'),
  }),
  r('/company-paycheck-template', 'companyPaycheckTemplate', 'payroll', {
    ...inSection('settings'),
    ...needs('canViewSalaries'),
    page: () => import('../features/paycheck-templates/PaycheckTemplatePage'),
  }),

  // Test pages of the UI kit, not in the menu
  r('/ui/form', 'uiForm', 'any', { page: () => import('../features/ui-test/UiFormPage') }),
  r('/ui/value-confirmation', 'uiValueConfirmation', 'any', {
    page: () => import('../features/ui-test/UiValueConfirmationPage'),
  }),
  r('/ui/ui-test', 'uiTest', 'any', { page: () => import('../features/ui-test/UiTestPage') }),
  r('/ui/table', 'uiTable', 'any', { page: () => import('../features/ui-test/UiTablePage') }),
];

/** The layout-free pages the shell itself provides. */
export const LAYOUT_FREE_TITLES = {
  bigLoading: 'shell:routes.bigLoading',
  notFound: 'shell:routes.notFound',
  somethingWentWrong: 'shell:routes.somethingWentWrong',
  forbidden: 'shell:routes.forbidden',
} as const;
