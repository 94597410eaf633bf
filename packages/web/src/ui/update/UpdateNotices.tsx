import { Alert, Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UpdateBanner } from './UpdateBanner';
import { dismissReloadWarning, useUpdateState } from './update-state';

/** The update flow's notices, over every screen (the sign-in screens too), at the bottom of the window. */
export function UpdateNotices() {
  const { t } = useTranslation('update');
  const { update, reloadWarning } = useUpdateState();
  if (!update && !reloadWarning) return null;
  return (
    <Box
      pos="fixed"
      bottom={16}
      left="50%"
      w="min(560px, calc(100% - 32px))"
      style={{ transform: 'translateX(-50%)', zIndex: 1000 }}
    >
      <Stack gap="xs">
        {reloadWarning && (
          <Alert
            color="yellow"
            title={t('reloadWarning.title')}
            withCloseButton
            closeButtonLabel={t('reloadWarning.dismiss')}
            onClose={dismissReloadWarning}
          >
            {t('reloadWarning.text')}
          </Alert>
        )}
        {update && <UpdateBanner onUpdate={update} />}
      </Stack>
    </Box>
  );
}
