import { useMemo, type ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIsoDate, osloDate } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { AppForm, FormActions, FormField, FormTextarea, ReadOnlyFieldset, useAppForm } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { DetailFrame } from '../../ui/layout/DetailFrame';
import { toast } from '../../ui/overlays';
import { Section } from '../orders/editor/OrderFields';
import { SupplierField } from '../products/SupplierField';
import { formatDate } from '../webstore-api-tokens/dates';
import {
  CreateWarehousePatchDocument,
  UpdateWarehousePatchDocument,
  WarehouseExpectedCountDocument,
  WarehousePatchDocument,
} from './operations';
import { PatchLines } from './PatchLines';
import {
  newPatchValues,
  patchFormValues,
  patchInput,
  patchSchema,
  type ExpectedProduct,
  type PatchFormValues,
  type SavedPatch,
} from './patch-form';
import { localeOf } from './units';

/** A warehouse page's frame: the way back to its list, and the title (the kit's record frame). */
export function WarehouseFrame({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <DetailFrame back={back} title={title}>
      {children}
    </DetailFrame>
  );
}

/**
 * The products of the supplier a patch may take (the count's list on the date); null until a
 * supplier and a date are chosen and the list is there.
 */
export function useSupplierProducts(
  supplierUnitId: string | null,
  date: string | null,
): readonly ExpectedProduct[] | null {
  const ready = !!supplierUnitId && !!date && isIsoDate(date);
  const { data } = useQuery(WarehouseExpectedCountDocument, {
    variables: { supplierUnitId: supplierUnitId ?? '', date: date ?? '' },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
  });
  return (ready && data?.warehouseExpectedCount) || null;
}

/**
 * The patch editor of /warehouse/patches/new and /warehouse/patches/:id: date (today in Oslo for a
 * new one), supplier, comment and lines of the supplier's products. A saved patch keeps its
 * supplier and kind; an opened count edits its counted quantities. Refusals land on their fields.
 */
export function PatchEditor({ patch }: { patch?: SavedPatch }) {
  const { t, i18n } = useTranslation(['warehouse', 'shell']);
  const locale = localeOf(i18n.language);
  const client = useApolloClient();
  const navigate = useNavigate();
  const mayChange = usePermission('canUpdateProducts');
  const checkpoint = patch?.checkpoint ?? false;
  const today = osloDate();
  const saved = useMemo(() => (patch ? patchFormValues(patch) : newPatchValues(today)), [patch, today]);
  const schema = useMemo(() => patchSchema(checkpoint), [checkpoint]);
  const form = useAppForm<PatchFormValues>({ schema, saved });
  const [supplierUnitId, date] = useWatch({ control: form.control, name: ['supplierUnitId', 'date'] });
  const products = useSupplierProducts(supplierUnitId, date);

  async function save(values: PatchFormValues) {
    const input = patchInput(values, { checkpoint, saved: patch ?? null });
    const context = { handleErrors: false };
    if (patch) {
      await client.mutate({
        mutation: UpdateWarehousePatchDocument,
        variables: { id: patch.id, input },
        context,
        refetchQueries: [WarehousePatchDocument],
        awaitRefetchQueries: true,
      });
      toast('success', t('editor.saved'));
      return;
    }
    const result = await client.mutate({ mutation: CreateWarehousePatchDocument, variables: { input }, context });
    const created = result.data?.createWarehousePatch;
    if (!created) return false;
    toast('success', t('editor.created'));
    // Saved: the form is clean before the page moves on, so the leave guard lets it go.
    form.reset(values);
    await navigate(`/warehouse/patches/${created.id}`);
  }

  const title = patch
    ? t(checkpoint ? 'editor.countTitle' : 'editor.patchTitle', { date: formatDate(patch.date, locale) })
    : t('shell:routes.newWarehousePatch');

  return (
    <WarehouseFrame back={{ to: '/warehouse/patches', label: t('shell:routes.warehousePatches') }} title={title}>
      {patch && (
        <Text size="sm" c="dimmed">
          {t('editor.createdBy', {
            name: patch.createdBy?.name ?? '–',
            date: formatDate(patch.createdAt, locale),
          })}
        </Text>
      )}
      <AppForm form={form} onSubmit={save} aria-label={title}>
        <ReadOnlyFieldset readOnly={!mayChange}>
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <FormField name="date" label={t('fields.date')} component={DateInput} required />
              <SupplierField
                initialName={saved.supplierName || null}
                today={today}
                label={t('fields.supplier')}
                description={patch ? t('editor.supplierFixed') : t('editor.supplierHint')}
                required
                disabled={!!patch}
              />
            </SimpleGrid>
            <FormTextarea name="comment" label={t('fields.comment')} autosize minRows={2} />
            <Section title={t('sections.lines')}>
              {checkpoint && (
                <Text size="sm" c="dimmed">
                  {t('editor.countHint')}
                </Text>
              )}
              <PatchLines products={products ?? []} checkpoint={checkpoint} />
            </Section>
          </Stack>
          {mayChange && (
            <FormActions
              resetLabel={t('editor.reset')}
              submitLabel={patch ? t('editor.save') : t('editor.create')}
              mt="xl"
            />
          )}
        </ReadOnlyFieldset>
      </AppForm>
    </WarehouseFrame>
  );
}
