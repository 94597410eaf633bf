import { Suspense } from 'react';
import { Alert, AppShell, Button, Center, Loader, LoadingOverlay, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet, useMatches, useSearchParams } from 'react-router';
import { MENU_WIDTH_COLLAPSED_PX, MENU_WIDTH_EXPANDED_PX } from '@fjord/domain';
import { useCurrentUser, type CurrentUser } from '../current-user';
import { useAcceptPendingInvitation } from '../pending-invitation';
import type { RouteHandle } from '../route-effects';
import { mayOpen } from '../routes-table';
import { useToken } from '../use-session';
import { CompanySwitcher } from './CompanySwitcher';
import { Header } from './Header';
import { LanguageChanger } from './LanguageChanger';
import { ModeSwitcher } from './ModeSwitcher';
import { SideMenu } from './SideMenu';
import { RequestAccessModal } from './RequestAccessModal';
import { menuCollapsed } from './menu-state';
import { useModeFollowsRoute, useStoredUnitFollowsFocus, useUserLocale } from './shell-effects';

/** What pages inside the shell can ask of it (`useOutletContext<ShellContext>()`). */
export type ShellContext = { openRequestAccess: () => void };

/** The signed-in application: header, side menu and the page; Login without a stored token. */
export function AppLayout() {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace />;
  return <SignedInShell />;
}

function SignedInShell() {
  const { user, loading, failed, retry } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const collapsed = menuCollapsed.use();
  const [mobileMenu, mobileMenuHandlers] = useDisclosure(false);
  const [requestAccessOpened, requestAccess] = useDisclosure(false);
  useStoredUnitFollowsFocus(user?.currentUnit?.id);
  useModeFollowsRoute();
  useUserLocale(user?.locale);
  useAcceptPendingInvitation(!!user);

  const context: ShellContext = { openRequestAccess: requestAccess.open };
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: collapsed ? MENU_WIDTH_COLLAPSED_PX : MENU_WIDTH_EXPANDED_PX,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileMenu },
      }}
      padding="lg"
    >
      <LoadingOverlay
        visible={loading && !user && searchParams.get('skipApplicationLoader') !== 'true'}
        pos="fixed"
        zIndex={1000}
        overlayProps={{ backgroundOpacity: 1, color: 'var(--mantine-color-body)' }}
      />
      <AppShell.Header>
        <Header
          user={user}
          menuOpened={mobileMenu}
          onToggleMenu={mobileMenuHandlers.toggle}
          onRequestAccess={requestAccess.open}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        {user && (
          // On a phone the header has no room for these; they head the menu instead.
          <Stack hiddenFrom="sm" p="xs" gap="xs">
            <ModeSwitcher />
            <CompanySwitcher currentUnitId={user.currentUnit?.id ?? null} width="100%" />
            <LanguageChanger />
          </Stack>
        )}
        <SideMenu collapsed={collapsed} onNavigate={mobileMenuHandlers.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        {failed ? (
          <LoadFailed onRetry={retry} />
        ) : (
          // A page whose translations are still being fetched waits here, inside the shell.
          <Suspense
            fallback={
              <Center py="xl">
                <Loader />
              </Center>
            }
          >
            <GuardedPage user={user} context={context} />
          </Suspense>
        )}
      </AppShell.Main>
      <RequestAccessModal opened={requestAccessOpened} onClose={requestAccess.close} />
    </AppShell>
  );
}

/**
 * The page, if the user's permissions open it (the flags its route names in the route table);
 * otherwise the Forbidden page. A guarded page waits for the permissions rather than guess.
 */
function GuardedPage({ user, context }: { user: CurrentUser | null; context: ShellContext }) {
  const matches = useMatches();
  const access = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.access;
  if (!access) return <Outlet context={context} />;
  if (!user) return null;
  return mayOpen(access, user.permissions) ? <Outlet context={context} /> : <Navigate to="/forbidden" replace />;
}

/** Without the user nothing on a page can be trusted (permissions, company), so no page is shown. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert color="red" title={t('loadFailed.title')} maw={640}>
      <Stack gap="sm" align="flex-start">
        {t('loadFailed.text')}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
