import { Alert, Anchor, List, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasValidationType, refusalMessages } from '../paychecks/server-errors';

/** The page of Fjord's system user at the company: where an unapproved one is approved. */
export const SYSTEM_USER_PATH = '/company-settings/altinn-users';

/** The spec's "Invalid credentials": Fjord's system user is not (or no longer) approved by the company. */
export const SYSTEM_USER_NOT_APPROVED = 'system_user_not_approved';

/** A refused send or action: its texts, and whether the system user is the reason. */
export type Refusal = { messages: string[]; systemUser: boolean };

export function refusalOf(error: unknown): Refusal {
  return { messages: refusalMessages(error), systemUser: hasValidationType(error, SYSTEM_USER_NOT_APPROVED) };
}

/** The way to approve the system user, for a refusal or a problem that is about it. */
export function SystemUserLink() {
  const { t } = useTranslation('altinnReports');
  return (
    <Anchor component={Link} to={SYSTEM_USER_PATH} size="sm">
      {t('systemUser.link')}
    </Anchor>
  );
}

/** Why the service or Fjord refused: the texts, and for the system user the way to approve it. */
export function RefusalAlert({ refusal, onClose }: { refusal: Refusal; onClose: () => void }) {
  const { t } = useTranslation('altinnReports');
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={t(refusal.systemUser ? 'systemUser.title' : 'refusal.title')}
      withCloseButton
      closeButtonLabel={t('common:close')}
      onClose={onClose}
      role="alert"
    >
      <Stack gap="xs">
        {refusal.messages.length === 1 ? (
          <div>{refusal.messages[0]}</div>
        ) : (
          <List size="sm">
            {refusal.messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        )}
        {refusal.systemUser && <SystemUserLink />}
      </Stack>
    </Alert>
  );
}
