import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALTINN_PIN_METHODS } from '@fjord/domain';
import { FormSelect, FormTextInput } from '../../ui/forms';

/**
 * The signed-in user's own Altinn login and how its PIN is confirmed (UnitUserSetting), as fields
 * of an AppForm whose values have `altinnLogin` and `altinnPinMethod` and whose schema includes
 * UNIT_USER_SETTING_RULES (both or none). Used by /settings and /company-settings/altinn-users.
 */
export function AltinnLoginFields() {
  const { t } = useTranslation('userSettings');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FormTextInput name="altinnLogin" label={t('altinn.login')} autoComplete="off" />
      <FormSelect
        name="altinnPinMethod"
        label={t('altinn.pinMethod')}
        data={ALTINN_PIN_METHODS.map((method) => ({ value: method, label: t(`altinn.methods.${method}`) }))}
        clearable
      />
    </SimpleGrid>
  );
}
