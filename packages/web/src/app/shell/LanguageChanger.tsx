import { SegmentedControl } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@fjord/domain';
import { graphql } from '../../gql';
import { changeLocale } from '../../i18n';

const UpdateLocaleDocument = graphql(`
  mutation UpdateCurrentUserLocale($locale: String!) {
    updateCurrentUser(input: { locale: $locale }) {
      id
      locale
    }
  }
`);

/** nb or en: shown at once, and saved on the user so other devices and e-mails follow. */
export function useLanguageChange(): (value: string) => void {
  const [updateLocale] = useMutation(UpdateLocaleDocument);
  return (value) => {
    if (!isLocale(value)) return;
    void changeLocale(value);
    updateLocale({ variables: { locale: value } }).catch(() => {
      // The error link has shown the message; the chosen language stays in this browser.
    });
  };
}

/** The header's language switch. */
export function LanguageChanger() {
  const { t, i18n } = useTranslation('shell');
  const changeLanguage = useLanguageChange();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.language')}
      value={i18n.language === 'nb' ? 'nb' : 'en'}
      onChange={changeLanguage}
      data={[
        { value: 'nb', label: 'NB' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
