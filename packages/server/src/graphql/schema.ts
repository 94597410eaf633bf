import { builder } from './builder.js';
import '../modules/users/schema.js';
import '../modules/units/schema.js';
import '../modules/access-requests/schema.js';
import '../modules/countries/schema.js';

/** Every module's types, in one schema. Add a module's schema.ts import above. */
export const schema = builder.toSchema({ sortSchema: true });
