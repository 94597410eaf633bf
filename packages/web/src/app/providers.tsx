import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { DialogsHost } from '../ui/overlays/DialogsHost';
import { apolloClient } from './apollo';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" limit={5} />
        <DialogsHost />
        <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
