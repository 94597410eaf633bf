import { builder } from './builder.js';
import '../modules/users/schema.js';
import '../modules/units/schema.js';
import '../modules/access-requests/schema.js';
import '../modules/countries/schema.js';
import '../modules/files/schema.js';
import '../modules/departments/schema.js';
import '../modules/projects/schema.js';
import '../modules/customers/schema.js';
import '../modules/products/schema.js';
import '../modules/product-groups/schema.js';
import '../modules/cars/schema.js';
import '../modules/payment-methods/schema.js';
import '../modules/vat-rates/schema.js';
import '../modules/webstore-api-tokens/schema.js';
import '../modules/unit-settings/schema.js';
import '../modules/user-settings/schema.js';
import '../modules/paycheck-settings/schema.js';
import '../modules/sub-units/schema.js';
import '../modules/occupations/schema.js';
import '../modules/municipalities/schema.js';
import '../modules/pension-companies/schema.js';
import '../modules/paycheck-templates/schema.js';
import '../modules/employees/schema.js';
import '../modules/employee-tax-cards/schema.js';
import '../modules/work-relations/schema.js';

/** Every module's types, in one schema. Add a module's schema.ts import above. */
export const schema = builder.toSchema({ sortSchema: true });
