import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { VACATION_MONEY_SECTORS, VACATION_MONEY_SETTINGS_RULES } from '@fjord/domain';
import { FormModal, FormSelect } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';
import { SaveVacationMoneySettingsDocument, VacationMoneySettingsDocument } from './operations';

/** The popup's values: the selects hold text, the rules read it as numbers. */
type Values = { sector: string | null; payoutMonth: string | null; holidayDeductionDays: string | null };
const schema = toZodSchema<Values>(VACATION_MONEY_SETTINGS_RULES);

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** The usual choices: the statutory 25 days, or 30 with a fifth week by agreement. */
const HOLIDAY_DAYS = ['0', '25', '30'];

/**
 * The year's vacation-money settings in THE popup (a paycheck needs them for its paid year; a year's
 * periods make them with the defaults): private or public employer, the month vacation pay is paid,
 * and the holiday days deducted from a monthly salary that month.
 */
export function VacationMoneySettingsButton({ year, mayChange }: { year: number; mayChange: boolean }) {
  const { t, i18n } = useTranslation('paycheckPeriods');
  const client = useApolloClient();
  const { data } = useQuery(VacationMoneySettingsDocument, { variables: { year } });
  const [open, setOpen] = useState(false);
  const settings = data?.vacationMoneySettings;
  const saved = useMemo<Values | null>(
    () =>
      open && settings
        ? {
            sector: settings.sector,
            payoutMonth: String(settings.payoutMonth),
            holidayDeductionDays: String(settings.holidayDeductionDays),
          }
        : null,
    [open, settings],
  );
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.language === 'nb' ? 'nb-NO' : 'en-GB', { month: 'long' }).format(
      new Date(Date.UTC(2000, month - 1, 1)),
    );
  if (!settings || !mayChange) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBeach size={16} />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('vacationMoney.button')}
      </Button>
      <FormModal<Values>
        saved={saved}
        title={t('vacationMoney.title', { year })}
        schema={schema}
        size="sm"
        onClose={() => setOpen(false)}
        onSubmit={async (values) => {
          await client.mutate({
            mutation: SaveVacationMoneySettingsDocument,
            variables: {
              year,
              input: {
                sector: values.sector as (typeof VACATION_MONEY_SECTORS)[number],
                payoutMonth: Number(values.payoutMonth),
                holidayDeductionDays: Number(values.holidayDeductionDays),
              },
            },
            context: { handleErrors: false },
          });
          toast('success', t('vacationMoney.saved', { year }));
        }}
      >
        <Stack gap="sm">
          <FormSelect
            name="sector"
            label={t('vacationMoney.sector')}
            data={VACATION_MONEY_SECTORS.map((sector) => ({
              value: sector,
              label: t(`vacationMoney.sectors.${sector}`),
            }))}
            data-autofocus
          />
          <FormSelect
            name="payoutMonth"
            label={t('vacationMoney.payoutMonth')}
            data={MONTHS.map((month) => ({ value: String(month), label: monthName(month) }))}
          />
          <FormSelect
            name="holidayDeductionDays"
            label={t('vacationMoney.holidayDeductionDays')}
            description={t('vacationMoney.holidayDeductionHint')}
            data={HOLIDAY_DAYS.map((days) => ({
              value: days,
              label: t('vacationMoney.days', { count: Number(days) }),
            }))}
          />
        </Stack>
      </FormModal>
    </>
  );
}
