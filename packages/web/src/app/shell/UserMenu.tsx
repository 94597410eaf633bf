import { useState } from 'react';
import { Button, Loader, Text } from '@mantine/core';
import { IconBuildingPlus, IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_DROPDOWN_WIDTH_PX } from '@fjord/domain';
import { Dropdown } from '../../ui/overlays/Dropdown';
import { signOut } from '../sign-out';

type Props = { name: string; login: string; onRequestAccess: () => void };

/** The user dropdown: who is signed in, request access to a company, sign out. */
export function UserMenu({ name, login, onRequestAccess }: Props) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
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
      <Dropdown.Item
        leftSection={<IconBuildingPlus size={16} />}
        onClick={() => {
          setOpened(false);
          onRequestAccess();
        }}
      >
        {t('header.requestAccess')}
      </Dropdown.Item>
      <Dropdown.Divider />
      <Dropdown.Item
        color="red"
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
