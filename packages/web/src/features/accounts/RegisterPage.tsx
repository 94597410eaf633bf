import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Divider, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REGISTRATION_COUNTRY, normalizeLogin, type RegistrationInput } from '@fjord/domain';
import { useCityFromPostalCode } from '../../ui/address';
import { AppForm, FormField, FormPasswordInput, FormTextInput, SubmitButton, useAppForm } from '../../ui/forms';
import { AccountsLayout } from './AccountsLayout';
import { CountrySelect } from './CountrySelect';
import { failureText, fetchCountries, register, type Country } from './api';
import { registrationSchema } from './schemas';
import { FailureAlert } from './FailureAlert';

const EMPTY: RegistrationInput = {
  firstName: '',
  lastName: '',
  cellphone: '',
  cellphoneCountryCode: DEFAULT_REGISTRATION_COUNTRY,
  login: '',
  password: '',
  passwordConfirmation: '',
  address: '',
  zip: '',
  city: '',
  countryCode: DEFAULT_REGISTRATION_COUNTRY,
};

/** The countries in the current language; the list is kept while another language loads so the selects never empty. */
function useCountries(locale: string) {
  const [countries, setCountries] = useState<Country[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void fetchCountries(locale).then((result) => {
      if (!current) return;
      if (result.ok) {
        setCountries(result.data);
        setFailure(null);
      } else setFailure(result.message);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return { countries, failure };
}

export default function RegisterPage() {
  const { t, i18n } = useTranslation('accounts');
  const { countries, failure: countriesFailure } = useCountries(i18n.language === 'nb' ? 'nb' : 'en');
  const schema = useMemo(() => registrationSchema(countries.map((country) => country.code)), [countries]);
  // Errors show once a field is left or the form is sent, as people fill in a long form top to bottom.
  const form = useAppForm({ schema, saved: EMPTY, mode: 'onTouched' });
  useCityFromPostalCode({ zip: 'zip', city: 'city', countryCode: 'countryCode' }, form);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );
  const phoneOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: `${country.name} (${country.phone_code})` })),
    [countries],
  );

  async function submit(values: RegistrationInput): Promise<boolean> {
    setFailure(null);
    const login = normalizeLogin(values.login);
    const phoneCountry = countries.find((country) => country.code === values.cellphoneCountryCode);
    const result = await register({
      new_user: {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone_code: phoneCountry?.phone_code ?? '',
        cellphone_country_code: values.cellphoneCountryCode,
        cellphone: values.cellphone.trim(),
        login,
        password: values.password,
        password_confirmation: values.passwordConfirmation,
      },
      new_unit: {
        address: values.address.trim(),
        zip: values.zip.trim(),
        city: values.city.trim(),
        country_code: values.countryCode,
      },
    });
    if (result.ok) setSentTo(login);
    else setFailure(failureText(result));
    return result.ok;
  }

  if (sentTo)
    return (
      <AccountsLayout title={t('register.title')} width={560}>
        <Stack>
          <Alert color="green" role="status">
            {t('register.success', { email: sentTo })}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            {t('register.signIn')}
          </Anchor>
        </Stack>
      </AccountsLayout>
    );

  return (
    <AccountsLayout title={t('register.title')} width={560}>
      <AppForm form={form} onSubmit={submit} leaveGuard={false}>
        <Stack>
          <FailureAlert text={failure} />
          {countriesFailure && (
            <Alert color="yellow" role="alert">
              {t('register.countriesFailed')}
            </Alert>
          )}
          <Divider label={t('register.userSection')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <FormTextInput
              name="firstName"
              label={t('fields.firstName')}
              autoComplete="given-name"
              autoFocus
              withAsterisk
            />
            <FormTextInput name="lastName" label={t('fields.lastName')} autoComplete="family-name" withAsterisk />
          </SimpleGrid>
          <Grid>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <FormField
                name="cellphoneCountryCode"
                component={CountrySelect}
                label={t('fields.cellphoneCountry')}
                data={phoneOptions}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <FormTextInput
                name="cellphone"
                label={t('fields.cellphone')}
                type="tel"
                autoComplete="tel-national"
                withAsterisk
              />
            </Grid.Col>
          </Grid>
          <FormTextInput name="login" label={t('fields.email')} type="email" autoComplete="email" withAsterisk />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <FormPasswordInput name="password" label={t('fields.password')} autoComplete="new-password" withAsterisk />
            <FormPasswordInput
              name="passwordConfirmation"
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              withAsterisk
            />
          </SimpleGrid>
          <Divider label={t('register.companySection')} labelPosition="left" mt="sm" />
          <FormTextInput name="address" label={t('fields.address')} autoComplete="street-address" withAsterisk />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <FormTextInput name="zip" label={t('fields.zip')} autoComplete="postal-code" withAsterisk />
            <FormTextInput name="city" label={t('fields.city')} autoComplete="address-level2" withAsterisk />
          </SimpleGrid>
          <FormField name="countryCode" component={CountrySelect} label={t('fields.country')} data={countryOptions} />
          <SubmitButton mt="sm">{t('register.submit')}</SubmitButton>
          <Text size="sm" c="dimmed">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </AppForm>
    </AccountsLayout>
  );
}
