import { useState } from 'react';
import { Button, Loader, Text } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingPlus,
  IconCheck,
  IconChevronDown,
  IconLanguage,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { UNITS_LIST_LIMIT, USER_DROPDOWN_WIDTH_PX } from '@fjord/domain';
import { Dropdown } from '../../ui/overlays/Dropdown';
import { signOut } from '../sign-out';
import { switchUnit } from '../unit-switch';
import { CurrentUserUnitsDocument } from './CompanySwitcher';
import { useLanguageChange } from './LanguageChanger';

type Props = { name: string; login: string; currentUnitId: string | null; onRequestAccess: () => void };

/** How many of the user's other companies the dropdown lists; the header's switcher searches them all. */
const LISTED_COMPANIES = 8;

/**
 * The user dropdown: who is signed in, the language, a change of company, request
 * access to a company, sign out. Language and company go the same way as the header's switchers.
 */
export function UserMenu({ name, login, currentUnitId, onRequestAccess }: Props) {
  const { t, i18n } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const changeLanguage = useLanguageChange();
  const { data } = useQuery(CurrentUserUnitsDocument, {
    variables: { term: null, limit: UNITS_LIST_LIMIT },
    skip: !opened,
  });
  const otherUnits = (data?.currentUserUnits ?? []).filter((unit) => unit.id !== currentUnitId);
  const [signingOut, setSigningOut] = useState(false);
  return (
    // Stays open while signing out, so the loading state is visible.
    <Dropdown
      opened={opened}
      onChange={setOpened}
      width={USER_DROPDOWN_WIDTH_PX}
      position="bottom-end"
      closeOnItemClick={false}
      target={
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconUserCircle size={18} />}
          rightSection={<IconChevronDown size={14} />}
          loading={signingOut}
        >
          {name}
        </Button>
      }
    >
      <Dropdown.Label>
        <Text size="xs" truncate>
          {login}
        </Text>
      </Dropdown.Label>
      <Dropdown.Label>{t('header.language')}</Dropdown.Label>
      {(['nb', 'en'] as const).map((locale) => (
        <Dropdown.Item
          key={locale}
          leftSection={<IconLanguage size={16} />}
          rightSection={i18n.language === locale ? <IconCheck size={14} /> : null}
          onClick={() => {
            setOpened(false);
            changeLanguage(locale);
          }}
        >
          {t(`header.locales.${locale}`)}
        </Dropdown.Item>
      ))}
      {otherUnits.length > 0 && (
        <>
          <Dropdown.Divider />
          <Dropdown.Label>{t('header.changeCompany')}</Dropdown.Label>
          {otherUnits.slice(0, LISTED_COMPANIES).map((unit) => (
            <Dropdown.Item
              key={unit.id}
              leftSection={<IconBuilding size={16} />}
              onClick={() => {
                setOpened(false);
                void switchUnit(unit.id);
              }}
            >
              {unit.name}
            </Dropdown.Item>
          ))}
        </>
      )}
      <Dropdown.Divider />
      <Dropdown.Item
        leftSection={<IconBuildingPlus size={16} />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(false);
          onRequestAccess();
        }}
      >
        {t('header.requestAccess')}
      </Dropdown.Item>
      <Dropdown.Divider />
      <Dropdown.Item
        color="red.9"
        leftSection={signingOut ? <Loader size={14} color="red" /> : <IconLogout size={16} />}
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOut().finally(() => setSigningOut(false));
        }}
      >
        {signingOut ? t('header.signingOut') : t('header.signOut')}
      </Dropdown.Item>
    </Dropdown>
  );
}
