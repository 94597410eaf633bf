import { useMemo, useState } from 'react';
import { ActionIcon, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useApolloClient } from '@apollo/client/react';
import { useController, useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { usePermission } from '../../app/permissions';
import { ListPage } from '../../ui/crud';
import {
  AppForm,
  encodeServerValidation,
  graphQLErrorsOf,
  ResetButton,
  SubmitButton,
  useAppForm,
  useFieldErrorText,
} from '../../ui/forms';
import { Autocomplete } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { isServerValidation } from '../../ui/validation';
import type { VariantHoldersQuery } from '../../gql/graphql';
import { SetVariantProductsDocument, VariantHoldersDocument, VariantProductSearchDocument } from './operations';
import { changedVariants, withProduct, type VariantProducts } from './variant-products';

type Holder = VariantHoldersQuery['variantHolders']['items'][number];
type Values = { variants: VariantProducts[] };
const schema = z.custom<Values>((value) => typeof value === 'object' && value !== null);
/** How many products the search offers at a time. */
const SEARCH_LIMIT = 20;
const HOLDERS_LIMIT = 500;

/**
 * /products/variant-grouping: choose a variant holder, see
 * one column per variant, and give each variant its products. A product is in at most one variant:
 * adding it to one takes it out of the others here, and the server refuses one that belongs to
 * another holder. Save sends each changed variant with setVariantProducts.
 */
export default function VariantGroupingPage() {
  const { t } = useTranslation('productGroups');
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, refetch } = useQuery(VariantHoldersDocument, {
    variables: { limit: HOLDERS_LIMIT },
    fetchPolicy: 'network-only',
  });
  const holders = data?.variantHolders.items ?? [];
  const holderId = searchParams.get('holder');
  const holder = holders.find((candidate) => candidate.id === holderId) ?? null;

  return (
    <ListPage title={t('variantGrouping.title')} description={t('variantGrouping.description')}>
      <Select
        label={t('variantGrouping.holder')}
        placeholder={t('variantGrouping.chooseHolder')}
        data={holders.map((candidate) => ({
          value: candidate.id,
          label: `${candidate.name} (${candidate.attributeName})`,
        }))}
        value={holder?.id ?? null}
        onChange={(value) => setSearchParams(value ? { holder: value } : {})}
        searchable
        maw={420}
      />
      {loading && !data ? (
        <Loader />
      ) : holders.length === 0 ? (
        <Text c="dimmed">{t('variantGrouping.noHolders')}</Text>
      ) : holder ? (
        holder.variants.length === 0 ? (
          <Text c="dimmed">{t('variantGrouping.noVariants')}</Text>
        ) : (
          <GroupingForm key={holder.id} holder={holder} onSaved={() => void refetch()} />
        )
      ) : null}
    </ListPage>
  );
}

function GroupingForm({ holder, onSaved }: { holder: Holder; onSaved: () => void }) {
  const { t } = useTranslation('productGroups');
  const client = useApolloClient();
  const mayChange = usePermission('canUpdateProducts');
  const saved = useMemo<Values>(
    () =>
      ({
        variants: holder.variants.map((variant) => ({
          id: variant.id,
          name: variant.name,
          products: variant.products.map(({ id, number, name }) => ({ id, number, name })),
        })),
      }) satisfies Values,
    [holder],
  );
  const form = useAppForm<Values>({ schema, saved });

  async function save(values: Values): Promise<boolean> {
    const changed = changedVariants(saved.variants, values.variants);
    let done = 0;
    for (const variant of changed) {
      try {
        await client.mutate({
          mutation: SetVariantProductsDocument,
          variables: { variantId: variant.id, productIds: variant.products.map((product) => product.id) },
          context: { handleErrors: false },
        });
        done++;
      } catch (error) {
        if (!markVariant(values, variant.id, error)) throw error;
        if (done > 0) onSaved();
        return false;
      }
    }
    if (changed.length > 0) toast('success', t('variantGrouping.saved', { count: changed.length }));
    onSaved();
    return true;
  }

  /** Shows a refusal (e.g. a product of another variant group) under the variant it concerns. */
  function markVariant(values: Values, variantId: string, error: unknown): boolean {
    const index = values.variants.findIndex((variant) => variant.id === variantId);
    const validation = (graphQLErrorsOf(error) ?? [])
      .flatMap((graphQLError) => {
        const list = graphQLError.extensions?.validations;
        return Array.isArray(list) ? list.filter(isServerValidation) : [];
      })
      .at(0);
    if (index < 0 || !validation) return false;
    form.setError(
      `variants.${index}.products`,
      { type: 'server', message: encodeServerValidation(validation) },
      { shouldFocus: true },
    );
    return true;
  }

  return (
    <AppForm form={form} onSubmit={save} aria-label={t('variantGrouping.title')}>
      <Stack>
        <Title order={4}>
          {holder.name}: {holder.attributeName}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, holder.variants.length) }}>
          {holder.variants.map((variant, index) => (
            <VariantColumn
              key={variant.id}
              index={index}
              title={`${holder.attributeName}: ${variant.name}`}
              mayChange={mayChange}
            />
          ))}
        </SimpleGrid>
        {mayChange && (
          <Group justify="flex-end">
            <ResetButton>{t('organise.reset')}</ResetButton>
            <SubmitButton>{t('common:save')}</SubmitButton>
          </Group>
        )}
      </Stack>
    </AppForm>
  );
}

/** One variant's products, with a search to add more and a button to take one out. */
function VariantColumn({ index, title, mayChange }: { index: number; title: string; mayChange: boolean }) {
  const { t } = useTranslation('productGroups');
  const { getValues, setValue } = useFormContext<Values>();
  const { field, fieldState } = useController<Values, `variants.${number}.products`>({
    name: `variants.${index}.products`,
  });
  const error = useFieldErrorText(fieldState.error, t('fields.products'));
  const [term, setTerm] = useState('');
  const { data, loading } = useQuery(VariantProductSearchDocument, {
    variables: { name: term, limit: SEARCH_LIMIT },
    skip: term.trim() === '',
  });
  const found = data?.products.items ?? [];
  const products = field.value;
  const options = found
    .filter((product) => !products.some((own) => own.id === product.id))
    .map((product) => ({ value: product.id, label: `${product.number} ${product.name}` }));

  function add(productId: string | null) {
    const product = found.find((candidate) => candidate.id === productId);
    if (!product) return;
    // A product is in at most one variant: adding it here takes it out of the others.
    const next = withProduct(getValues('variants'), index, {
      id: product.id,
      number: product.number,
      name: product.name,
    });
    next.forEach((variant, position) => {
      if (position !== index && variant.products.length !== getValues(`variants.${position}.products`).length)
        setValue(`variants.${position}.products`, variant.products, { shouldDirty: true });
    });
    field.onChange(next[index]!.products);
  }

  return (
    <Card withBorder padding="sm" role="group" aria-label={title}>
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        {products.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('variantGrouping.noProducts')}
          </Text>
        ) : (
          products.map((product) => (
            <Group key={product.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {product.number} {product.name}
              </Text>
              {mayChange && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('variantGrouping.removeProduct', { name: product.name })}
                  onClick={() => field.onChange(products.filter((own) => own.id !== product.id))}
                >
                  <IconX size={14} />
                </ActionIcon>
              )}
            </Group>
          ))
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {mayChange && (
          <Autocomplete
            aria-label={t('variantGrouping.addProductTo', { variant: title })}
            placeholder={t('variantGrouping.addProduct')}
            leftSection={<IconSearch size={14} />}
            value={null}
            options={options}
            onSearch={setTerm}
            loading={loading}
            clearOnSelect
            onChange={(value) => add(value)}
          />
        )}
      </Stack>
    </Card>
  );
}
