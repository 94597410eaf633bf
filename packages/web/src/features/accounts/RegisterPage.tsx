import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Divider, Grid, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_REGISTRATION_COUNTRY,
  normalizeLogin,
  registrationErrors,
  type RegistrationInput,
} from '@fjord/domain';
import { AccountsLayout } from './AccountsLayout';
import { CountrySelect } from './CountrySelect';
import { failureText, fetchCountries, register, type Country } from './api';
import { fieldError } from './field-errors';

type Field = keyof RegistrationInput;

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
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const codes = useMemo(() => countries.map((country) => country.code), [countries]);
  const errors = registrationErrors(values, codes);
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );
  const phoneOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: `${country.name} (${country.phone_code})` })),
    [countries],
  );

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const setPhoneCountry = useCallback(
    (value: string) => setValues((current) => ({ ...current, cellphoneCountryCode: value })),
    [],
  );
  const setCountry = useCallback((value: string) => setValues((current) => ({ ...current, countryCode: value })), []);
  const touchCountry = useCallback(() => setTouched((current) => ({ ...current, countryCode: true })), []);
  const errorOf = (field: Field) => fieldError(t, errors, field, submitted || Boolean(touched[field]));
  const text = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field)(event.currentTarget.value),
    onBlur: touch(field),
    error: errorOf(field),
    withAsterisk: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length || submitting) return;
    setSubmitting(true);
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
    setSubmitting(false);
    if (result.ok) setSentTo(login);
    else setFailure(failureText(result));
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
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {countriesFailure && (
            <Alert color="yellow" role="alert">
              {t('register.countriesFailed')}
            </Alert>
          )}
          <Divider label={t('register.userSection')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('fields.firstName')} autoComplete="given-name" autoFocus {...text('firstName')} />
            <TextInput label={t('fields.lastName')} autoComplete="family-name" {...text('lastName')} />
          </SimpleGrid>
          <Grid>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <CountrySelect
                label={t('fields.cellphoneCountry')}
                data={phoneOptions}
                value={values.cellphoneCountryCode}
                onChange={setPhoneCountry}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label={t('fields.cellphone')} type="tel" autoComplete="tel-national" {...text('cellphone')} />
            </Grid.Col>
          </Grid>
          <TextInput label={t('fields.email')} type="email" autoComplete="email" {...text('login')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PasswordInput label={t('fields.password')} autoComplete="new-password" {...text('password')} />
            <PasswordInput
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              {...text('passwordConfirmation')}
            />
          </SimpleGrid>
          <Divider label={t('register.companySection')} labelPosition="left" mt="sm" />
          <TextInput label={t('fields.address')} autoComplete="street-address" {...text('address')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('fields.zip')} autoComplete="postal-code" {...text('zip')} />
            <TextInput label={t('fields.city')} autoComplete="address-level2" {...text('city')} />
          </SimpleGrid>
          <CountrySelect
            label={t('fields.country')}
            data={countryOptions}
            value={values.countryCode}
            onChange={setCountry}
            onBlur={touchCountry}
            error={errorOf('countryCode')}
          />
          <Button type="submit" loading={submitting} mt="sm">
            {t('register.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountsLayout>
  );
}
