import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaycheckTemplateFieldsFragment } from '../../gql/graphql';
import { PageTitle } from '../../ui/layout/PageTitle';

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
      <PageTitle>{title}</PageTitle>
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
