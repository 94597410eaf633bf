import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { usePermission } from '../../app/permissions';
import { toast } from '../../ui/overlays';

const UnitTwoFactorRequirementDocument = graphql(`
  query UnitTwoFactorRequirement {
    currentUser {
      id
      currentUnit {
        id
        requireTwoFactor
      }
    }
  }
`);

const SetUnitRequireTwoFactorDocument = graphql(`
  mutation SetUnitRequireTwoFactor($required: Boolean!) {
    setUnitRequireTwoFactor(required: $required) {
      id
      requireTwoFactor
    }
  }
`);

/**
 * The owner's switch: members must sign in with two-factor sign-in to work in the company. Only an
 * owner sees it (the server asks canUpdateAdmin, which only owners hold); turning it on needs the
 * owner's own two-factor sign-in first, which the server says in words when it is missing.
 */
export function TwoFactorRequirementSection() {
  const { t } = useTranslation('companySettings');
  const isOwner = usePermission('canUpdateAdmin');
  const { data } = useQuery(UnitTwoFactorRequirementDocument, { skip: !isOwner });
  const [save, { loading }] = useMutation(SetUnitRequireTwoFactorDocument);
  const unit = data?.currentUser.currentUnit;
  if (!isOwner || !unit) return null;

  async function change(required: boolean) {
    try {
      await save({ variables: { required } });
      toast('success', required ? t('twoFactor.required') : t('twoFactor.notRequired'));
    } catch {
      // Shown by the error link (e.g. that the owner's own two-factor sign-in must be on first).
    }
  }

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={3}>{t('twoFactor.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('twoFactor.help')}
        </Text>
        <Switch
          label={t('twoFactor.switch')}
          checked={unit.requireTwoFactor}
          disabled={loading}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
