import { useEffect } from 'react';
import { ActionIcon, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconChevronRight, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../current-user';
import { useMode } from '../mode';
import type { AppRoute, MenuIconName, MenuSection } from '../routes-table';
import { activeMenuPath, menuFor, type MenuEntry } from './menu-entries';
import { MENU_ICONS } from './menu-icons';
import { expandedMenuSections, menuCollapsed } from './menu-state';

type Props = { collapsed: boolean; onNavigate: () => void };

function MenuIcon({ name, size }: { name: MenuIconName | undefined; size: number }) {
  const Icon = name && MENU_ICONS[name];
  return Icon ? <Icon size={size} stroke={1.5} /> : null;
}

/** The side menu with its sections: 250 px wide, or 50 px with icons only. */
export function SideMenu({ collapsed, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const mode = useMode();
  const { pathname } = useLocation();
  const expanded = expandedMenuSections.use();
  const { user } = useCurrentUser();
  const entries = menuFor(mode, user?.permissions);
  const activePath = activeMenuPath(pathname);
  const activeSection = entries.find(
    (entry) => entry.kind === 'section' && entry.routes.some((route) => route.path === activePath),
  );
  const activeSectionId = activeSection?.kind === 'section' ? activeSection.section.id : null;

  // The section of the page shown opens by itself, and stays remembered like one opened by hand.
  useEffect(() => {
    if (activeSectionId && !expandedMenuSections.get().includes(activeSectionId))
      expandedMenuSections.set([...expandedMenuSections.get(), activeSectionId]);
  }, [activeSectionId]);

  const toggleSection = (id: string, open: boolean) => {
    const others = expandedMenuSections.get().filter((entry) => entry !== id);
    expandedMenuSections.set(open ? [...others, id] : others);
  };

  const item = (route: AppRoute, withIcon: boolean) => {
    return (
      <NavLink
        key={route.path}
        component={Link}
        to={route.path}
        label={t(route.menu?.label ?? route.title)}
        leftSection={withIcon ? <MenuIcon name={route.menu?.icon} size={18} /> : null}
        active={route.path === activePath}
        onClick={onNavigate}
      />
    );
  };

  const collapsedEntry = (entry: MenuEntry) => {
    const { iconName, label, key, to } =
      entry.kind === 'item'
        ? { iconName: entry.route.menu?.icon, label: t(entry.route.title), key: entry.route.path, to: entry.route.path }
        : { iconName: entry.section.id, label: t(entry.section.title), key: entry.section.id, to: null };
    const active = entry.kind === 'item' ? entry.route.path === activePath : entry.section.id === activeSectionId;
    const icon = <MenuIcon name={iconName} size={20} />;
    return (
      <Tooltip key={key} label={label} position="right" withArrow>
        {to ? (
          <ActionIcon component={Link} to={to} variant={active ? 'light' : 'subtle'} size="lg" aria-label={label}>
            {icon}
          </ActionIcon>
        ) : (
          <ActionIcon
            variant={active ? 'light' : 'subtle'}
            size="lg"
            aria-label={label}
            onClick={() => {
              toggleSection((entry as { section: MenuSection }).section.id, true);
              menuCollapsed.set(false);
            }}
          >
            {icon}
          </ActionIcon>
        )}
      </Tooltip>
    );
  };

  return (
    <Stack gap={0} justify="space-between" style={{ flex: 1, minHeight: 0 }}>
      <ScrollArea style={{ flex: 1 }} type="scroll">
        {collapsed ? (
          <Stack gap={4} align="center" py="xs">
            {entries.map(collapsedEntry)}
          </Stack>
        ) : (
          <Stack gap={0} p="xs">
            {entries.map((entry) =>
              entry.kind === 'item' ? (
                item(entry.route, true)
              ) : (
                <NavLink
                  key={entry.section.id}
                  label={t(entry.section.title)}
                  leftSection={<MenuIcon name={entry.section.id} size={18} />}
                  rightSection={<IconChevronRight size={14} />}
                  opened={expanded.includes(entry.section.id)}
                  onChange={(open) => toggleSection(entry.section.id, open)}
                  childrenOffset={28}
                >
                  {entry.routes.map((route) => item(route, false))}
                </NavLink>
              ),
            )}
          </Stack>
        )}
      </ScrollArea>
      <Stack align={collapsed ? 'center' : 'flex-end'} p="xs" visibleFrom="sm">
        <Tooltip label={collapsed ? t('menu.expand') : t('menu.collapse')} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
            onClick={() => menuCollapsed.set(!collapsed)}
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />}
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
