import { Anchor, Burger, Group, Image, Text, Tooltip } from '@mantine/core';
import { IconBuilding, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../app-config';
import type { CurrentUser } from '../current-user';
import { CompanySwitcher } from './CompanySwitcher';
import { LanguageChanger } from './LanguageChanger';
import { ModeSwitcher } from './ModeSwitcher';
import { UserMenu } from './UserMenu';

type Props = {
  user: CurrentUser | null;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onRequestAccess: () => void;
};

/** The top bar "Application shell". */
export function Header({ user, menuOpened, onToggleMenu, onRequestAccess }: Props) {
  const { t } = useTranslation('shell');
  const config = useAppConfig();
  const unit = user?.currentUnit ?? null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="sm" size="sm" aria-label={t('menu.toggle')} />
        <Anchor component={Link} to="/" underline="never" aria-label={t('header.home')}>
          <Group gap={6} wrap="nowrap">
            <Image src="/favicon.svg" alt="" w={28} h={28} />
            <Text fw={700} size="lg" c="blue.9">
              Fjord
            </Text>
          </Group>
        </Anchor>
        <Group visibleFrom="sm">
          <ModeSwitcher />
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {user && (
          <Group gap={6} wrap="nowrap" visibleFrom="md" maw={260}>
            <IconBuilding size={18} stroke={1.5} />
            <Text size="sm" fw={600} truncate title={unit?.name}>
              {unit?.name ?? t('header.noCompany')}
            </Text>
          </Group>
        )}
        <Group gap="sm" wrap="nowrap" visibleFrom="sm">
          {user && <CompanySwitcher currentUnitId={unit?.id ?? null} />}
          <LanguageChanger />
        </Group>
        {config?.accountingUrl && (
          <Tooltip label={t('header.accountingHint')}>
            <Anchor href={config.accountingUrl} target="_blank" rel="noopener noreferrer" size="sm" visibleFrom="lg">
              <Group gap={4} wrap="nowrap">
                {t('header.accounting')}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </Tooltip>
        )}
        {user && (
          <UserMenu
            name={user.name}
            login={user.login}
            currentUnitId={unit?.id ?? null}
            onRequestAccess={onRequestAccess}
          />
        )}
      </Group>
    </Group>
  );
}
