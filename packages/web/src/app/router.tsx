import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes';
import { loadChunk } from '../ui/update';
import { registerNavigator } from './navigation';
import { RootLayout, type RouteHandle } from './route-effects';
import { APP_ROUTES, LAYOUT_FREE_TITLES, type AppRoute } from './routes-table';
import { BigLoadingPage } from './pages/BigLoadingPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotAvailablePage } from './pages/NotAvailablePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SomethingWentWrongPage } from './pages/SomethingWentWrongPage';

function shellRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, mode: route.mode, access: route.access };
  const { page } = route;
  if (!page) return { path: route.path, handle, Component: NotAvailablePage };
  return { path: route.path, handle, lazy: async () => ({ Component: (await loadChunk(page, route.path)).default }) };
}

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
      ...accountRoutes,
      {
        lazy: async () => ({
          Component: (await loadChunk(() => import('./shell/AppShellRoute'), 'app-shell')).AppShellRoute,
        }),
        children: APP_ROUTES.map(shellRoute),
      },
      { path: '*', Component: NotFoundPage, handle: { title: LAYOUT_FREE_TITLES.notFound } },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigator((to, options) => router.navigate(to, options));
