import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AltinnPinMethod } from '@fjord/domain';
import { tenantColumns } from '../../db/columns.js';
import { users } from '../../db/schema-core.js';

/** UnitUserSetting: a user's own settings in one unit, made by their first save. */
export const unitUserSettings = pgTable(
  'unit_user_settings',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    altinnLogin: text('altinn_login'),
    altinnPinMethod: text('altinn_pin_method').$type<AltinnPinMethod>(),
  },
  (t) => [uniqueIndex('unit_user_settings_unit_user_key').on(t.unitId, t.userId)],
);
