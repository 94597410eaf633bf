import { useState } from 'react';
import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { textRules } from '@fjord/domain';
import { secondFactorCode, secondFactorSchema, type SecondFactorValues } from '../accounts/schemas';
import { FormModal, FormPasswordInput, FormTextInput } from '../../ui/forms';
import { zodField } from '../../ui/validation';
import { QrCode } from './QrCode';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import {
  ConfirmTwoFactorDocument,
  DisableTwoFactorDocument,
  RegenerateRecoveryCodesDocument,
  StartTwoFactorDocument,
  TwoFactorStatusDocument,
} from './security-operations';

type DisableValues = { password: string; code: string };
const disableSchema: z.ZodMiniType<DisableValues> = z.object({
  password: zodField<string>([textRules.required()]),
  code: secondFactorCode(),
});
const NO_CODE: SecondFactorValues = { code: '' };
const errorsShownHere = { handleErrors: false };

/** A code typed into a form: six digits from the app, or a recovery code. */
function CodeInput({ label }: { label: string }) {
  return (
    <FormTextInput
      name="code"
      label={label}
      autoComplete="one-time-code"
      inputMode="text"
      withAsterisk
      data-autofocus
    />
  );
}

/**
 * Two-factor sign-in (TOTP) in the user's settings: turning it on (scan the QR code or type the
 * secret, confirm with a code, keep the recovery codes shown once), new recovery codes, turning it off.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('userSettings');
  const client = useApolloClient();
  const { data, refetch } = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const status = data?.twoFactorStatus;

  async function start() {
    const result = await client.mutate({ mutation: StartTwoFactorDocument });
    if (result.data) setEnrolment(result.data.startTwoFactor);
  }
  async function confirm(values: SecondFactorValues) {
    const result = await client.mutate({
      mutation: ConfirmTwoFactorDocument,
      variables: { code: values.code.trim() },
      context: errorsShownHere,
    });
    await refetch();
    setCodes(result.data?.confirmTwoFactor ?? null);
  }
  async function regenerate(values: SecondFactorValues) {
    const result = await client.mutate({
      mutation: RegenerateRecoveryCodesDocument,
      variables: { code: values.code.trim() },
      context: errorsShownHere,
    });
    await refetch();
    setCodes(result.data?.regenerateRecoveryCodes ?? null);
  }
  async function disable(values: DisableValues) {
    await client.mutate({
      mutation: DisableTwoFactorDocument,
      variables: { password: values.password, code: values.code.trim() },
      context: errorsShownHere,
    });
    await refetch();
  }

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('twoFactor.title')}</Title>
          {status && (
            <Badge color={status.enabled ? 'teal' : 'gray'} variant="light">
              {status.enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('twoFactor.help')}
        </Text>
        {status?.enabled ? (
          <>
            <Text size="sm">{t('twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</Text>
            <Group justify="flex-end">
              <Button variant="default" aria-haspopup="dialog" onClick={() => setDialog('regenerate')}>
                {t('twoFactor.regenerate')}
              </Button>
              <Button color="red" variant="light" aria-haspopup="dialog" onClick={() => setDialog('disable')}>
                {t('twoFactor.disable')}
              </Button>
            </Group>
          </>
        ) : (
          status && (
            <Group justify="flex-end">
              <Button aria-haspopup="dialog" onClick={() => void start()}>
                {t('twoFactor.enable')}
              </Button>
            </Group>
          )
        )}
      </Stack>
      <FormModal<SecondFactorValues>
        saved={enrolment && NO_CODE}
        title={t('twoFactor.enableTitle')}
        schema={secondFactorSchema}
        onSubmit={confirm}
        onClose={() => setEnrolment(null)}
        submitLabel={t('twoFactor.confirm')}
        savedMessage={t('twoFactor.enabled')}
      >
        {enrolment && (
          <Stack>
            <Text>{t('twoFactor.scan')}</Text>
            <Group justify="center">
              <QrCode value={enrolment.uri} label={t('twoFactor.qrLabel')} />
            </Group>
            <Text size="sm">{t('twoFactor.typeSecret')}</Text>
            <Code block data-testid="totp-secret">
              {enrolment.secret}
            </Code>
            <CodeInput label={t('twoFactor.code')} />
          </Stack>
        )}
      </FormModal>
      <FormModal<SecondFactorValues>
        saved={dialog === 'regenerate' ? NO_CODE : null}
        title={t('twoFactor.regenerateTitle')}
        schema={secondFactorSchema}
        onSubmit={regenerate}
        onClose={() => setDialog(null)}
        submitLabel={t('twoFactor.regenerate')}
        savedMessage={t('twoFactor.regenerated')}
      >
        <Text>{t('twoFactor.regenerateText')}</Text>
        <CodeInput label={t('twoFactor.appCode')} />
      </FormModal>
      <FormModal<DisableValues>
        saved={dialog === 'disable' ? { password: '', code: '' } : null}
        title={t('twoFactor.disableTitle')}
        schema={disableSchema}
        onSubmit={disable}
        onClose={() => setDialog(null)}
        submitLabel={t('twoFactor.disable')}
        savedMessage={t('twoFactor.disabled')}
      >
        <Text>{t('twoFactor.disableText')}</Text>
        <FormPasswordInput
          name="password"
          label={t('twoFactor.password')}
          autoComplete="current-password"
          withAsterisk
        />
        <FormTextInput name="code" label={t('twoFactor.code')} autoComplete="one-time-code" withAsterisk />
      </FormModal>
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Paper>
  );
}
