import { useEffect } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { registerServiceWorker } from '../../ui/update/service-worker';
import { apolloClient } from '../apollo';
import { AppLayout } from './AppLayout';

/**
 * The application shell with its GraphQL client. Loaded lazily by the router, so the sign-in
 * screens (REST only) do not download Apollo, the shell and its menus. The service worker of the
 * update flow is registered here too: a sign-in page was just fetched and is current, while a
 * session in the shell lasts long enough for a new version to arrive.
 */
export function AppShellRoute() {
  useEffect(registerServiceWorker, []);
  return (
    <ApolloProvider client={apolloClient}>
      <AppLayout />
    </ApolloProvider>
  );
}
