import { useCallback, useMemo } from 'react';
import { Badge, Text } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isLocale, isUnitOfMeasureCode, type Locale, osloDate } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { ProductChoicesQuery, ProductOrderBy, ProductsQuery } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';

import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { ProductFormFields, type ProductChoices } from './ProductFormFields';
import { formatPercent } from './ProductPeriodRows';
import {
  CreateProductDocument,
  DeleteProductDocument,
  ProductChoicesDocument,
  ProductDocument,
  ProductsDocument,
  UpdateProductDocument,
} from './operations';
import {
  newProductValues,
  productFormValues,
  productInput,
  productSchema,
  type ProductFormValues,
  type ProductRecord,
} from './product-form';
import { dimensionChoicesOf } from '../dimensions/dimension-choices';

type ProductRow = ProductsQuery['products']['items'][number];

/** What the popup needs besides its values: the choices, the unit's default unit and, to edit, the whole product. */
type ProductExtra = { choices: ProductChoices; defaultUnit: string | null; product: ProductRecord | null };

/**
 * /products: the paged list (by number ascending;
 * filters number, name, group and active today), the new/edit popup with the price list, the
 * active periods and the pictures, and delete with confirmation.
 */
export default function ProductsPage() {
  const { t, i18n } = useTranslation('products');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const client = useApolloClient();
  const mayChange = usePermission('canUpdateProducts');
  const texts = useMemo(() => registerTexts(t), [t]);
  const today = osloDate();

  // The group filter lists the groups; a failure leaves it empty (the error link says why).
  const { data: groupData } = useQuery(ProductChoicesDocument, { errorPolicy: 'all' });
  const groupOptions = useMemo(() => groupOptionsOf(groupData), [groupData]);

  const fetchPage = useApolloPageFetch(ProductsDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as ProductOrderBy | null,
      filters: {
        number: stringFilter(request.filters.number),
        name: stringFilter(request.filters.name),
        productGroupId: stringFilter(request.filters.productGroupId),
        active: typeof request.filters.active === 'boolean' ? request.filters.active : null,
      },
    }),
    select: (data) => data.products,
  });

  /** The choices (partial answers are used as far as they go), then the product to edit. */
  const prepare = useCallback(
    async (row: ProductRow | null): Promise<ProductExtra> => {
      const { data: choiceData } = await client.query({
        query: ProductChoicesDocument,
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      });
      const choices = choicesOf(choiceData);
      const defaultUnit = choiceData?.unitInvoiceSetting?.defaultProductUnitOfMeasureCode ?? null;
      if (row === null) return { choices, defaultUnit, product: null };
      const { data } = await client.query({
        query: ProductDocument,
        variables: { id: row.id },
        fetchPolicy: 'network-only',
      });
      return { choices, defaultUnit, product: data?.product ?? null };
    },
    [client],
  );

  const register = useRegister({
    mayChange,
    create: CreateProductDocument,
    update: UpdateProductDocument,
    remove: DeleteProductDocument,
    prepare,
    empty: ({ defaultUnit }) => {
      const values = newProductValues(today);
      if (defaultUnit && isUnitOfMeasureCode(defaultUnit)) values.unitOfMeasureCode = defaultUnit;
      return values;
    },
    toValues: savedValues,
    toInput: productInput,
    idOf: productId,
    nameOf: productName,
    texts,
  });
  const { actionsColumn, editing } = register;

  const columns = useMemo<PagedColumn<ProductRow>[]>(
    () => [
      {
        id: 'number',
        header: t('fields.number'),
        value: (row) => row.number,
        sortable: true,
        filter: { type: 'text' },
      },
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      {
        id: 'productGroupId',
        header: t('fields.productGroup'),
        value: (row) => row.productGroup?.name ?? null,
        filter: { type: 'select', options: groupOptions },
      },
      {
        id: 'unitOfMeasureCode',
        header: t('fields.unit'),
        value: (row) =>
          isUnitOfMeasureCode(row.unitOfMeasureCode) ? t(`units.${row.unitOfMeasureCode}`) : row.unitOfMeasureCode,
      },
      { id: 'vatRateSymbol', header: t('fields.vat'), value: (row) => t(`vat.${row.vatRateSymbol}`) },
      {
        id: 'salePrice',
        orderBy: 'sale_price',
        header: t('fields.currentSalePrice'),
        value: (row) => (row.currentPrice ? formatMoney(row.currentPrice.salePrice, locale) : null),
        sortable: true,
        align: 'right',
      },
      {
        id: 'margin',
        header: t('fields.margin'),
        align: 'right',
        cell: (row) => {
          const margin = row.currentPrice?.contributionMargin;
          if (!margin) return null;
          return (
            <Text size="sm" span>
              {formatMoney(margin.amount, locale)}
              {margin.percent && (
                <Text size="xs" c="dimmed" span>
                  {' '}
                  ({formatPercent(margin.percent, locale)} %)
                </Text>
              )}
            </Text>
          );
        },
      },
      {
        id: 'active',
        header: t('fields.active'),
        filter: { type: 'yesNo' },
        width: 100,
        cell: (row) => (
          <Badge variant="light" color={row.isActive ? 'green' : 'gray'}>
            {row.isActive ? t('status.active') : t('status.inactive')}
          </Badge>
        ),
      },
      actionsColumn,
    ],
    [t, locale, groupOptions, actionsColumn],
  );

  return (
    <RegisterPage
      register={register}
      title={t('title')}
      description={t('description')}
      table={{ columns, fetchPage, rowId: (row) => row.id, defaultSort: { column: 'number', direction: 'ASC' } }}
      schema={productSchema}
      modalSize="xl"
    >
      {editing && (
        <ProductFormFields
          choices={editing.extra.choices}
          editing={editing.id !== null}
          supplierName={editing.extra.product?.supplierUnit?.name ?? null}
          today={today}
        />
      )}
    </RegisterPage>
  );
}

const productId = (row: ProductRow) => row.id;
const productName = (row: ProductRow) => row.name;

/** The edited product's values, from the whole product `prepare` loaded (none: it is gone, the popup stays closed). */
function savedValues(_row: ProductRow, { product }: ProductExtra): ProductFormValues {
  if (!product) throw new Error('The product was not found');
  return productFormValues(product);
}

const stringFilter = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

type ChoiceData = ProductChoicesQuery | undefined;

function groupOptionsOf(data: ChoiceData) {
  return [...(data?.productGroups?.items ?? [])]
    .map((group) => ({ value: group.id, label: group.path || group.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'nb'));
}

function choicesOf(data: ChoiceData): ProductChoices {
  return { groups: groupOptionsOf(data), ...dimensionChoicesOf(data) };
}
