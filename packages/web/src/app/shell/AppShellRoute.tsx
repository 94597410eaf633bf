import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from '../apollo';
import { AppLayout } from './AppLayout';

/**
 * The application shell with its GraphQL client. Loaded lazily by the router, so the sign-in
 * screens (REST only) do not download Apollo, the shell and its menus.
 */
export function AppShellRoute() {
  return (
    <ApolloProvider client={apolloClient}>
      <AppLayout />
    </ApolloProvider>
  );
}
