import type { UnitIdentity } from '../../db/schema.js';
import { builder } from '../../graphql/builder.js';
import type { UnitRow } from './repository.js';

export const UnitIdentityType = builder.objectRef<UnitIdentity>('UnitIdentity').implement({
  fields: (t) => ({ type: t.exposeString('type'), value: t.exposeString('value') }),
});

/** A company or a private person's unit. */
export const UnitType = builder.objectRef<UnitRow>('Unit').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    unofficialName: t.exposeString('unofficialName', { nullable: true }),
    isCompany: t.exposeBoolean('isCompany'),
    isPensionCompany: t.exposeBoolean('isPensionCompany'),
    organizationNumber: t.exposeString('organizationNumber', { nullable: true }),
    identities: t.field({ type: [UnitIdentityType], resolve: (unit) => unit.identities }),
    address: t.exposeString('address', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
    mobile: t.exposeString('mobile', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    locale: t.exposeString('locale'),
    openedDate: t.expose('openedDate', { type: 'Date', nullable: true }),
    closedDate: t.expose('closedDate', { type: 'Date', nullable: true }),
    vatRegulation: t.exposeString('vatRegulation', { nullable: true }),
    requireTwoFactor: t.exposeBoolean('requireTwoFactor', {
      description: 'Members must sign in with a second factor (TOTP) to work in the unit',
    }),
  }),
});
