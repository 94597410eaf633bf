import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../ui/update';

// Through loadChunk: the chunk time-out, and a missing chunk after a deployment reloads (ui/update).
const LoginPage = lazy(() => loadChunk(() => import('./LoginPage'), '/login'));
const RegisterPage = lazy(() => loadChunk(() => import('./RegisterPage'), '/register'));
const ConfirmRegistrationPage = lazy(() =>
  loadChunk(() => import('./ConfirmRegistrationPage'), '/confirm-registration'),
);
const InvitationPage = lazy(() => loadChunk(() => import('./InvitationPage'), '/invitation'));
const ConfirmPasswordResetPage = lazy(() =>
  loadChunk(() => import('./ConfirmPasswordResetPage'), '/confirm-password-reset'),
);

// React.lazy inside the element (rather than the route's `lazy`) works with data routers and <Routes> alike.
function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense
      fallback={
        <Center mih="100vh">
          <Loader />
        </Center>
      }
    >
      <Page />
    </Suspense>
  );
}

/**
 * The layout-free sign-in screens. Each page draws its own AccountsLayout, so these
 * routes belong outside the application shell and outside the signed-in guard. `handle.title` is
 * the translation key of the page title.
 */
export const accountRoutes: RouteObject[] = [
  { path: '/login', element: page(LoginPage), handle: { title: 'accounts:login.title' } },
  { path: '/register', element: page(RegisterPage), handle: { title: 'accounts:register.title' } },
  {
    path: '/confirm-registration',
    element: page(ConfirmRegistrationPage),
    handle: { title: 'accounts:confirmRegistration.title' },
  },
  { path: '/invitation', element: page(InvitationPage), handle: { title: 'accounts:invitation.title' } },
  {
    path: '/confirm-password-reset',
    element: page(ConfirmPasswordResetPage),
    handle: { title: 'accounts:resetPassword.title' },
  },
];
