import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import i18n from '../i18n';
import { DialogsHost } from '../ui/overlays/DialogsHost';
import { ToastsHost } from '../ui/overlays/ToastsHost';
import { cssVariablesResolver, localizedTheme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedProviders>{children}</ThemedProviders>
    </I18nextProvider>
  );
}

function ThemedProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const closeLabel = t('close');
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastsHost />
      <DialogsHost />
      {children}
    </MantineProvider>
  );
}
