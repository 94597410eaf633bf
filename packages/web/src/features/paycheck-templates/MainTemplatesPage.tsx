import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAY_CODES } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { MainPaycheckLineTemplateOrderBy } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';
import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { MainTemplateFormFields } from './MainTemplateFormFields';
import {
  mainTemplateFormValues,
  mainTemplateInput,
  mainTemplateSchema,
  newMainTemplateValues,
  type MainTemplateFormValues,
  type MainTemplateRow,
} from './main-template-form';
import {
  CreateMainPaycheckLineTemplateDocument,
  DeleteMainPaycheckLineTemplateDocument,
  MainPaycheckLineTemplatesDocument,
  UpdateMainPaycheckLineTemplateDocument,
} from './operations';
import { formatFigure } from './template-lines';

/**
 * /application-settings/paycheck-template: the unit's pay
 * lines by number, with filters on description, active and pay code; new/edit popup and delete (a
 * pay line in use is refused with the advice to deactivate it). Figures only with canViewSalaries.
 */
export default function MainTemplatesPage() {
  const { t, i18n } = useTranslation(['paycheckTemplates', 'payrollCodes']);
  const mayChange = usePermission('canEditEmployees');
  const withFigures = usePermission('canViewSalaries');
  const texts = useMemo(() => registerTexts(t), [t]);
  const register = useRegister({
    mayChange,
    create: CreateMainPaycheckLineTemplateDocument,
    update: UpdateMainPaycheckLineTemplateDocument,
    remove: DeleteMainPaycheckLineTemplateDocument,
    empty: newMainTemplateValues,
    toValues: mainTemplateFormValues,
    toInput: (values: MainTemplateFormValues) => mainTemplateInput(values, withFigures),
    idOf: (row: MainTemplateRow) => row.id,
    nameOf: (row: MainTemplateRow) => `${row.number} ${row.description}`,
    texts,
  });
  const { actionsColumn } = register;
  const fetchPage = useApolloPageFetch(MainPaycheckLineTemplatesDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as MainPaycheckLineTemplateOrderBy | null,
      withFigures,
    }),
    select: (data) => data.mainPaycheckLineTemplates,
  });

  const columns = useMemo<PagedColumn<MainTemplateRow>[]>(() => {
    const payCodes = PAY_CODES.map((value) => ({ value, label: t(`payrollCodes:payCodes.${value}`) }));
    const figure = (id: 'quantity' | 'rate' | 'sum'): PagedColumn<MainTemplateRow> => ({
      id,
      header: t(`fields.${id}`),
      value: (row) => formatFigure(row[id], i18n.language),
      align: 'right',
    });
    return [
      { id: 'number', header: t('fields.number'), value: (row) => row.number, sortable: true, align: 'right' },
      {
        id: 'description',
        header: t('fields.description'),
        value: (row) => row.description,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        id: 'payCode',
        header: t('fields.payCode'),
        value: (row) => (row.payCode ? t(`payrollCodes:payCodes.${row.payCode}`) : ''),
        filter: { type: 'select', options: payCodes },
      },
      {
        id: 'calculationType',
        header: t('fields.calculationType'),
        value: (row) => t(`payrollCodes:calculationTypes.${row.calculationType}`),
      },
      ...(withFigures ? [figure('quantity'), figure('rate'), figure('sum')] : []),
      {
        id: 'active',
        header: t('fields.active'),
        cell: (row) => (
          <Badge variant="light" color={row.active ? 'green' : 'gray'}>
            {row.active ? t('status.active') : t('status.inactive')}
          </Badge>
        ),
        filter: { type: 'yesNo', key: 'active' },
      },
      actionsColumn,
    ];
  }, [t, i18n.language, actionsColumn, withFigures]);

  return (
    <RegisterPage
      register={register}
      title={t('main.title')}
      description={t('main.description')}
      table={{ columns, fetchPage, rowId: (row) => row.id, defaultSort: { column: 'number', direction: 'ASC' } }}
      schema={mainTemplateSchema}
    >
      <MainTemplateFormFields withFigures={withFigures} />
    </RegisterPage>
  );
}
