import { isLocale } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { allCountries, type Country } from './countries.js';

const CountryType = builder.objectRef<Country>('Country').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    phoneCode: t.exposeString('phoneCode'),
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
