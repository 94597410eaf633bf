/**
 * Every table, for Drizzle and drizzle-kit: the core tables (accounts, units, memberships, audit,
 * mail) and each module's own tables.ts. A new module adds its line here.
 */
export * from './schema-core.js';
export * from '../modules/departments/tables.js';
export * from '../modules/projects/tables.js';
export * from '../modules/customers/tables.js';
export * from '../modules/products/tables.js';
export * from '../modules/product-groups/tables.js';
export * from '../modules/cars/tables.js';
export * from '../modules/payment-methods/tables.js';
export * from '../modules/vat-rates/tables.js';
export * from '../modules/files/tables.js';
export * from '../modules/webstore-api-tokens/tables.js';
export * from '../modules/unit-settings/tables.js';
export * from '../modules/user-settings/tables.js';
export * from '../modules/sub-units/tables.js';
export * from '../modules/occupations/tables.js';
export * from '../modules/municipalities/tables.js';
export * from '../modules/pension-companies/tables.js';
export * from '../modules/employees/tables.js';
export * from '../modules/work-relations/tables.js';
export * from '../modules/paycheck-templates/tables.js';
export * from '../modules/paycheck-settings/tables.js';
export * from '../modules/access-requests/tables.js';
export * from '../jobs/tables.js';
export * from '../modules/number-series/tables.js';
export * from '../modules/orders/tables.js';
export * from '../modules/recurring-orders/tables.js';
export * from '../mail/tables.js';
export * from '../modules/order-mails/tables.js';
export { referenceDataVersions } from './reference-data.js';
export * from '../modules/invoices/tables.js';
export * from '../modules/invoice-deliveries/tables.js';
export * from '../modules/warehouse/tables.js';
export * from '../modules/paycheck-periods/tables.js';
export * from '../modules/paychecks/tables.js';
export * from '../modules/vacation-money/tables.js';
export * from '../modules/altinn-reports/tables.js';
export * from '../modules/unit-exports/tables.js';
export * from '../modules/altinn-users/tables.js';
export * from '../modules/employee-tax-cards/request-tables.js';
export * from '../skatteetaten/simulator-tables.js';
