import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { requireNamespaces } from '../i18n';
import { accountRoutes } from '../features/accounts/routes';
import { registerNavigator } from './navigation';
import { RootLayout } from './route-effects';
import { shellRoute } from './shell-route';
import { lazyRoute } from './lazy-route';
import { APP_ROUTES, LAYOUT_FREE_TITLES } from './routes-table';
import { BigLoadingPage } from './pages/BigLoadingPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { TwoFactorRequiredPage } from './pages/TwoFactorRequiredPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ShellLoadFailedPage, SomethingWentWrongPage } from './pages/ErrorPage';

/**
 * The namespaces of the shell itself and of the kit parts only signed-in pages use (tables, inputs,
 * and the texts of the GraphQL API's validations).
 */
const SHELL_NAMESPACES = ['shell', 'table', 'inputs', 'serverValidation'];

function Spinner() {
  return (
    <Center mih="100vh">
      <Loader />
    </Center>
  );
}

/** Layout-free screens, the sign-in screens, and every other route inside the application shell. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: SomethingWentWrongPage,
    HydrateFallback: Spinner,
    children: [
      { path: '/big-loading', Component: BigLoadingPage, handle: { title: LAYOUT_FREE_TITLES.bigLoading } },
      { path: '/not-found', Component: NotFoundPage, handle: { title: LAYOUT_FREE_TITLES.notFound } },
      {
        path: '/something-went-wrong',
        Component: SomethingWentWrongPage,
        handle: { title: LAYOUT_FREE_TITLES.somethingWentWrong },
      },
      { path: '/forbidden', Component: ForbiddenPage, handle: { title: LAYOUT_FREE_TITLES.forbidden } },
      {
        path: '/two-factor-required',
        Component: TwoFactorRequiredPage,
        handle: { title: LAYOUT_FREE_TITLES.twoFactorRequired },
      },
      ...accountRoutes,
      {
        lazy: lazyRoute(
          async () => {
            // The shell's translations come with its code, so it never waits for them on screen.
            // The table of the pages' code too, so that the first page does not wait for it afterwards.
            const [shell] = await Promise.all([
              import('./shell/AppShellRoute'),
              requireNamespaces(SHELL_NAMESPACES),
              import('./page-modules'),
            ]);
            return shell.AppShellRoute;
          },
          'app-shell',
          ShellLoadFailedPage,
        ),
        children: APP_ROUTES.map((route) => shellRoute(route)),
      },
      { path: '*', Component: NotFoundPage, handle: { title: LAYOUT_FREE_TITLES.notFound } },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigator((to, options) => router.navigate(to, options));
