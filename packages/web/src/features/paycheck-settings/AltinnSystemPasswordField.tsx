import { Button, Group, Input, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordInput } from '../../ui/forms';
import type { PaycheckSettingFormValues } from './paycheck-setting-form';

/**
 * The write-only Altinn system password. The browser never has the stored password: when one is
 * stored it shows "•••• saved" with Change (type a new one) and Remove (removed on save); otherwise a
 * password input. `stored`: the saved setting has one, so Change and Remove can be undone.
 */
export function AltinnSystemPasswordField({ stored, readOnly }: { stored: boolean; readOnly: boolean }) {
  const { t } = useTranslation('paycheckSettings');
  const { control, setValue, trigger } = useFormContext<PaycheckSettingFormValues>();
  const kept = useWatch({ control, name: 'altinnSystemPasswordKept' });
  const cleared = useWatch({ control, name: 'clearAltinnSystemPassword' });
  const changing = useWatch({ control, name: 'altinnSystemPassword' }) !== '' || !kept;
  const label = t('altinn.password');

  const update = (next: { kept: boolean; cleared: boolean; password?: string }) => {
    const options = { shouldDirty: true };
    setValue('altinnSystemPasswordKept', next.kept, options);
    setValue('clearAltinnSystemPassword', next.cleared, options);
    if (next.password !== undefined) setValue('altinnSystemPassword', next.password, options);
    void trigger(['altinnSystemUserName', 'altinnSystemPassword']);
  };

  if (kept && !changing) {
    return (
      <Input.Wrapper label={label}>
        <Group gap="sm" mt={4}>
          <Text data-testid="altinn-password-stored">{t('altinn.stored')}</Text>
          {!readOnly && (
            <>
              <Button variant="light" size="xs" onClick={() => update({ kept: false, cleared: false })}>
                {t('altinn.change')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => update({ kept: false, cleared: true, password: '' })}
              >
                {t('altinn.remove')}
              </Button>
            </>
          )}
        </Group>
      </Input.Wrapper>
    );
  }

  return (
    <div>
      <FormPasswordInput
        name="altinnSystemPassword"
        label={label}
        description={cleared ? t('altinn.removedOnSave') : undefined}
        autoComplete="new-password"
        readOnly={readOnly}
      />
      {stored && !readOnly && (
        <Button variant="subtle" size="xs" mt={4} onClick={() => update({ kept: true, cleared: false, password: '' })}>
          {t('altinn.undo')}
        </Button>
      )}
    </div>
  );
}
