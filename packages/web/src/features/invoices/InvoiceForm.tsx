import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useController, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DECIMAL_KINDS,
  formatMoney,
  INVOICE_PAYMENT_METHODS_MAX,
  isLocale,
  needsExchangeRate,
  type Locale,
} from '@fjord/domain';
import { messagesForGraphQLErrors } from '../../ui/errors';
import {
  AppForm,
  FormActions,
  FormField,
  FormTextarea,
  FormTextInput,
  graphQLErrorsOf,
  useAppForm,
  useFieldErrorText,
} from '../../ui/forms';
import {
  AmountInput,
  DateInput,
  IntegerInput,
  type DateInputProps,
  type FieldProps,
  type IntegerInputProps,
} from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { AMOUNT_FIELD } from '../orders/editor/DocumentFields';
import { CustomerSearchInput } from '../orders/editor/CustomerField';
import { formatDate } from '../webstore-api-tokens/dates';
import {
  createInvoiceInput,
  invoiceFormSchema,
  syncedPaymentMethods,
  withDueDate,
  withIssueDate,
  withPaymentTerm,
  type InvoiceFormValues,
} from './invoice-form';
import { InvoiceAttachments } from './InvoiceAttachments';
import {
  CreateInvoiceDocument,
  InvoiceableOrdersDocument,
  InvoiceCustomerDocument,
  InvoicePreviewDocument,
} from './operations';

const SET = { shouldDirty: true, shouldValidate: true } as const;

/**
 * The form of /invoices/new: the customer, its locked orders not yet invoiced, the dates (the
 * payment term and the due date kept in step), the payment methods (one line taking the amount the
 * server will bill, unless split by hand) and a note. Server refusals land on their fields; a
 * missing bank account links to the invoice settings.
 */
export function InvoiceForm({ saved }: { saved: InvoiceFormValues }) {
  const { t } = useTranslation('invoices');
  const client = useApolloClient();
  const navigate = useNavigate();
  const form = useAppForm<InvoiceFormValues>({ schema: invoiceFormSchema, saved });
  const [missingBban, setMissingBban] = useState(false);

  async function save(values: InvoiceFormValues) {
    setMissingBban(false);
    try {
      const result = await client.mutate({
        mutation: CreateInvoiceDocument,
        variables: { input: createInvoiceInput(values) },
        context: { handleErrors: false },
      });
      const created = result.data?.createInvoice;
      if (!created) return false;
      toast('success', t('created', { number: created.number }));
      form.reset(values);
      await navigate(`/invoices/${created.id}`);
    } catch (error) {
      const validations = (graphQLErrorsOf(error) ?? []).flatMap(
        (item) => (item.extensions?.validations as { attribute?: string; type?: string }[] | undefined) ?? [],
      );
      setMissingBban(validations.some((item) => item.attribute === 'base' && item.type === 'missing_bban'));
      throw error;
    }
  }

  return (
    <AppForm form={form} onSubmit={save} aria-label={t('formLabel')}>
      {missingBban && (
        <Alert color="yellow" mb="md">
          <Anchor component={Link} to="/company-settings">
            {t('missingBbanLink')}
          </Anchor>
        </Alert>
      )}
      <Stack gap="lg">
        <Box maw={480}>
          <FormField
            name="customerId"
            component={InvoiceCustomerInput}
            label={t('fields.customer')}
            description={t('hints.customer')}
            required
          />
        </Box>
        <OrdersPicker />
        <Group align="flex-start" gap="md">
          <FormField name="issueDate" component={IssueDateInput} label={t('fields.issueDate')} required w={180} />
          <FormField name="paymentTerm" component={TermInput} label={t('fields.paymentTermDays')} w={160} />
          <FormField name="dueDate" component={DueDateInput} label={t('fields.dueDate')} required w={180} />
        </Group>
        <ExchangeRate />
        <PaymentMethods />
        <FormTextarea name="customNote" label={t('fields.customNote')} maw={640} />
        <InvoiceAttachments />
      </Stack>
      <FormActions resetLabel={t('reset')} submitLabel={t('create')} mt="xl" />
    </AppForm>
  );
}

type CustomerInputProps = FieldProps & { value: string | null; onChange: (value: string | null) => void };

/**
 * The order editor's customer search. Choosing another customer empties the chosen orders and
 * makes its credit days the payment term.
 */
function InvoiceCustomerInput({ value, onChange, ...field }: CustomerInputProps) {
  const client = useApolloClient();
  const { getValues, setValue } = useFormContext<InvoiceFormValues>();
  const dates = useDates();
  const choose = async (next: string | null, name: string) => {
    onChange(next);
    if (next === value) return;
    setValue('customerName', name, SET);
    setValue('orderIds', [], SET);
    if (!next) return;
    const { data } = await client.query({ query: InvoiceCustomerDocument, variables: { id: next } });
    // Still the customer chosen (not another one picked meanwhile): its term applies.
    if (data?.customer && getValues('customerId') === next)
      dates.apply(withPaymentTerm(dates.current(), data.customer.creditDays));
  };
  return (
    <CustomerSearchInput
      {...field}
      value={value}
      valueLabel={getValues('customerName') || undefined}
      onChange={(next, customer) => void choose(next, customer?.displayName ?? '').catch(() => {})}
    />
  );
}

type Dates = Pick<InvoiceFormValues, 'issueDate' | 'paymentTerm' | 'dueDate'>;

/** Writes the dates that changed besides the field itself. */
function useDates() {
  const { getValues, setValue } = useFormContext<InvoiceFormValues>();
  const current = (): Dates => ({
    issueDate: getValues('issueDate'),
    paymentTerm: getValues('paymentTerm'),
    dueDate: getValues('dueDate'),
  });
  const apply = (next: Dates) => {
    const before = current();
    for (const key of ['issueDate', 'paymentTerm', 'dueDate'] as const)
      if (next[key] !== before[key]) setValue(key, next[key] as never, SET);
  };
  return { current, apply };
}

function IssueDateInput(props: DateInputProps) {
  const dates = useDates();
  return <DateInput {...props} onChange={(value) => dates.apply(withIssueDate(dates.current(), value))} />;
}

function DueDateInput(props: DateInputProps) {
  const dates = useDates();
  return <DateInput {...props} onChange={(value) => dates.apply(withDueDate(dates.current(), value))} />;
}

function TermInput(props: IntegerInputProps) {
  const dates = useDates();
  return <IntegerInput {...props} onChange={(value) => dates.apply(withPaymentTerm(dates.current(), value))} />;
}

/** The customer's locked orders not yet invoiced, each with a checkbox; the invoice bills those ticked. */
function OrdersPicker() {
  const { t, i18n } = useTranslation('invoices');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { control } = useFormContext<InvoiceFormValues>();
  const customerId = useWatch({ control, name: 'customerId' });
  const { field, fieldState } = useController({ control, name: 'orderIds' });
  const label = t('fields.orders');
  const error = useFieldErrorText(fieldState.error, label);
  const { data, loading } = useQuery(InvoiceableOrdersDocument, {
    variables: { customerId: customerId ?? '' },
    skip: !customerId,
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.orders.items ?? [];
  const chosen = new Set(field.value);
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((other) => other !== id));

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {label}
      </Title>
      {!customerId ? (
        <Text c="dimmed" size="sm">
          {t('orders.chooseCustomer')}
        </Text>
      ) : loading && !data ? (
        <Loader size="sm" />
      ) : orders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('orders.none')}
        </Text>
      ) : (
        <Table withTableBorder maw={800} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('orders.all')}
                  size="xs"
                  checked={orders.every((order) => chosen.has(order.id))}
                  indeterminate={chosen.size > 0 && !orders.every((order) => chosen.has(order.id))}
                  onChange={(event) =>
                    field.onChange(event.currentTarget.checked ? orders.map((order) => order.id) : [])
                  }
                />
              </Table.Th>
              <Table.Th>{t('orders.number')}</Table.Th>
              <Table.Th>{t('orders.date')}</Table.Th>
              <Table.Th>{t('orders.reference')}</Table.Th>
              <Table.Th ta="right">{t('orders.payable')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Checkbox
                    size="xs"
                    aria-label={t('orders.choose', { number: order.number })}
                    checked={chosen.has(order.id)}
                    onChange={(event) => toggle(order.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{order.number}</Table.Td>
                <Table.Td>{formatDate(order.date, locale)}</Table.Td>
                <Table.Td>{order.reference}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(order.payableAmount, locale)} {order.currencyCode}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <InvoiceTotal orderIds={field.value} />
    </Stack>
  );
}

/**
 * The amount the server will bill for the chosen orders — one VAT breakdown over all their lines,
 * which can differ by øre from the sum of the orders — and the payment method that follows it.
 */
function InvoiceTotal({ orderIds }: { orderIds: string[] }) {
  const { t, i18n } = useTranslation('invoices');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { getValues, setValue } = useFormContext<InvoiceFormValues>();
  const { data, error } = useQuery(InvoicePreviewDocument, {
    variables: { orderIds },
    skip: orderIds.length === 0,
    fetchPolicy: 'network-only',
    context: { handleErrors: false },
  });
  const preview = orderIds.length > 0 ? data?.invoicePreview : undefined;
  const payable = preview?.payableAmount ?? null;
  const currencyCode = preview?.currencyCode ?? null;
  useEffect(() => {
    if (getValues('currencyCode') !== currencyCode) setValue('currencyCode', currencyCode, SET);
  }, [currencyCode, getValues, setValue]);
  useEffect(() => {
    if (payable === null) return;
    const methods = getValues('paymentMethods');
    const synced = syncedPaymentMethods(methods, payable);
    if (synced[0]?.amount !== methods[0]?.amount) setValue('paymentMethods', synced, SET);
  }, [payable, getValues, setValue]);

  if (orderIds.length === 0) return null;
  if (error) {
    const messages = messagesForGraphQLErrors(i18n.t.bind(i18n), graphQLErrorsOf(error) ?? []);
    return (
      <Alert color="red" role="alert" maw={800}>
        {messages.join('\n')}
      </Alert>
    );
  }
  if (!preview) return <Loader size="sm" />;
  return (
    <Table variant="vertical" withTableBorder maw={420}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={220}>{t('totals.taxExclusive')}</Table.Th>
          <Table.Td ta="right">{formatMoney(preview.taxExclusiveAmount, locale)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('totals.vat')}</Table.Th>
          <Table.Td ta="right">{formatMoney(preview.taxAmount, locale)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('totals.rounding')}</Table.Th>
          <Table.Td ta="right">{formatMoney(preview.payableRoundingAmount, locale)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('totals.payable')}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatMoney(preview.payableAmount, locale)} {preview.currencyCode}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * NOK for one unit of the orders' currency, shown when they are in another currency: the invoice
 * then states its VAT in NOK too (on the PDF and in the EHF).
 */
function ExchangeRate() {
  const { t } = useTranslation('invoices');
  const { control } = useFormContext<InvoiceFormValues>();
  const currencyCode = useWatch({ control, name: 'currencyCode' });
  if (!needsExchangeRate(currencyCode)) return null;
  return (
    <FormField
      name="exchangeRate"
      component={AmountInput}
      allowBlank
      positiveOnly
      decimals={DECIMAL_KINDS.exchangeRate.scale}
      label={t('fields.exchangeRate', { currency: currencyCode })}
      description={t('hints.exchangeRate', { currency: currencyCode })}
      required
      w={260}
    />
  );
}

/** How the customer pays: a name and an amount each; together they make the amount to pay. */
function PaymentMethods() {
  const { t } = useTranslation('invoices');
  const { control, formState } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'paymentMethods', keyName: 'key' });
  // The sum's refusal (equal_to) names the list as a whole; each method's own fields show theirs.
  const rootError = useFieldErrorText(
    formState.errors.paymentMethods as FieldError | undefined,
    t('fields.paymentMethods'),
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('fields.paymentMethods')}
      </Title>
      {fields.map((method, index) => {
        const number = index + 1;
        return (
          <Group key={method.key} align="flex-start" gap="sm">
            <FormTextInput
              name={`paymentMethods.${index}.name`}
              aria-label={t('paymentMethods.nameOf', { number })}
              w={280}
            />
            <FormField
              name={`paymentMethods.${index}.amount`}
              aria-label={t('paymentMethods.amountOf', { number })}
              w={180}
              {...AMOUNT_FIELD}
            />
            {fields.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('paymentMethods.remove', { number })}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {rootError && (
        <Text c="red" size="sm" role="alert">
          {rootError}
        </Text>
      )}
      {fields.length < INVOICE_PAYMENT_METHODS_MAX && (
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => append({ name: '', amount: null })}
          >
            {t('paymentMethods.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
