import { isLocale } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { allCountries, type Country, type Currency } from './countries.js';

const CurrencyType = builder.objectRef<Currency>('Currency').implement({
  description: 'An ISO 4217 currency',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 4217 code, e.g. NOK' }),
    name: t.exposeString('name', { description: "The name in the user's language" }),
  }),
});

const CountryType = builder.objectRef<Country>('Country').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    phoneCode: t.exposeString('phoneCode'),
    currency: t.expose('currency', {
      type: CurrencyType,
      nullable: true,
      description: 'The currency of the country; null where ISO 4217 names none (Antarctica)',
    }),
  }),
});

builder.queryField('allCountries', (t) =>
  t.field({
    type: [CountryType],
    description: "Every country with its name in the user's language",
    access: access.signedIn,
    resolve: (_root, _args, ctx) => allCountries(isLocale(ctx.user.locale) ? ctx.user.locale : 'en'),
  }),
);
