import type { ReactNode } from 'react';
import { Center, Loader, Paper, Stack } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import type { PaycheckTemplateFieldsFragment } from '../../gql/graphql';
import { AppForm, FormActions, ReadOnlyFieldset } from '../../ui/forms';
import { TemplateHeader } from './TemplateHeader';
import { useTemplate } from './use-template-data';

type PageFrameProps = {
  /** The route's work relation, or null for the company template. */
  workRelationId: string | null;
  title: string;
  intro: string;
  /** The form for the loaded template. */
  children: (template: PaycheckTemplateFieldsFragment) => ReactNode;
};

/**
 * What both template pages do around their form: the template loads, then the header (naming the
 * work relation) and the form. The routes need canViewSalaries, so without it the Forbidden page shows instead.
 */
export function TemplatePageFrame({ workRelationId, title, intro, children }: PageFrameProps) {
  const { data, loading } = useTemplate(workRelationId);
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const template = data?.paycheckTemplate;
  return (
    <Stack gap="lg">
      <TemplateHeader title={title} intro={intro} workRelation={template?.workRelation} />
      {template && children(template)}
    </Stack>
  );
}

type FormFrameProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  onSubmit: (values: Values) => Promise<void>;
  label: string;
  children: ReactNode;
};

/** A template's lines as a form: read-only without canEditEmployees, reset and save otherwise. */
export function TemplateFormFrame<Values extends FieldValues>({
  form,
  onSubmit,
  label,
  children,
}: FormFrameProps<Values>) {
  const { t } = useTranslation('paycheckTemplates');
  const mayChange = usePermission('canEditEmployees');
  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={onSubmit} aria-label={label}>
        <ReadOnlyFieldset readOnly={!mayChange}>{children}</ReadOnlyFieldset>
        {mayChange && <FormActions resetLabel={t('template.reset')} submitLabel={t('common:save')} />}
      </AppForm>
    </Paper>
  );
}
