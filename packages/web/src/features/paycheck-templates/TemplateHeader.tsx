import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaycheckTemplateFieldsFragment } from '../../gql/graphql';

/** The page title: the company template, or whose work relation the template is. */
export function TemplateHeader({
  title,
  intro,
  workRelation,
}: {
  title: string;
  intro: string;
  workRelation?: PaycheckTemplateFieldsFragment['workRelation'];
}) {
  const { t } = useTranslation('paycheckTemplates');
  return (
    <Stack gap={4}>
      <Title order={2}>{title}</Title>
      {workRelation && (
        <Text fw={500}>
          {t('template.relation', {
            name: workRelation.employeeName,
            start: workRelation.startDate,
            end: workRelation.endDate ?? '…',
          })}
        </Text>
      )}
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
}

/** Templates hold salary figures: without canViewSalaries the page says so and shows nothing else. */
export function NoSalaryAccess() {
  const { t } = useTranslation('paycheckTemplates');
  return (
    <Alert color="yellow" icon={<IconLock />}>
      {t('template.noAccess')}
    </Alert>
  );
}
