import { useTranslation } from 'react-i18next';
import { AmountInput, DateInput, DateTimeInput, IntegerInput, TimeInput } from '../../ui/inputs';
import { DemoRow, DemoSection, StatefulDemo, useStateLabel } from './InputDemo';

const STATES = ['empty', 'filled', 'invalid', 'disabled'] as const;
type State = (typeof STATES)[number];

/** "date" for the empty field (the one e2e types into), "date-filled" and so on for the others. */
const testId = (kind: string, state: string) => (state === 'empty' ? kind : `${kind}-${state}`);

/** Date, time, date-time, integer and amount inputs, each empty, filled, invalid and disabled. */
export function InputsSection() {
  const { t } = useTranslation('uiTest');
  const stateLabel = useStateLabel();
  const stateProps = (state: State) => ({
    error: state === 'invalid' ? t('invalidExample') : undefined,
    disabled: state === 'disabled',
  });
  const initial = <V,>(state: State, filled: V): V | null => (state === 'empty' ? null : filled);

  return (
    <DemoSection title={t('inputs.title')}>
      <DemoRow title={t('inputs.date')}>
        {STATES.map((state) => (
          <StatefulDemo
            key={state}
            testId={testId('date', state)}
            initial={initial(state, '2024-01-05')}
            render={(value, setValue) => (
              <DateInput
                label={stateLabel(t('inputs.date'), state)}
                value={value}
                onChange={setValue}
                {...stateProps(state)}
              />
            )}
          />
        ))}
      </DemoRow>

      <DemoRow title={t('inputs.time')}>
        {STATES.map((state) => (
          <StatefulDemo
            key={state}
            testId={testId('time', state)}
            initial={initial(state, '08:30')}
            render={(value, setValue) => (
              <TimeInput
                label={stateLabel(t('inputs.time'), state)}
                value={value}
                onChange={setValue}
                {...stateProps(state)}
              />
            )}
          />
        ))}
        <StatefulDemo
          testId="time-seconds"
          initial={'08:30:15' as string | null}
          render={(value, setValue) => (
            <TimeInput
              label={stateLabel(t('inputs.time'), 'withSeconds')}
              value={value}
              onChange={setValue}
              withSeconds
            />
          )}
        />
      </DemoRow>

      <DemoRow title={t('inputs.dateTime')}>
        {STATES.map((state) => (
          <StatefulDemo
            key={state}
            testId={testId('datetime', state)}
            initial={initial(state, '2024-01-05T07:30:00Z')}
            render={(value, setValue) => (
              <DateTimeInput
                label={stateLabel(t('inputs.dateTime'), state)}
                value={value}
                onChange={setValue}
                {...stateProps(state)}
              />
            )}
          />
        ))}
      </DemoRow>

      <DemoRow title={t('inputs.integer')}>
        {STATES.map((state) => (
          <StatefulDemo
            key={state}
            testId={testId('integer', state)}
            initial={initial(state, 42)}
            render={(value, setValue) => (
              <IntegerInput
                label={stateLabel(t('inputs.integer'), state)}
                value={value}
                onChange={setValue}
                {...stateProps(state)}
              />
            )}
          />
        ))}
      </DemoRow>

      <DemoRow title={t('inputs.amount')}>
        {STATES.map((state) => (
          <StatefulDemo
            key={state}
            testId={testId('amount', state)}
            initial={initial(state, '1234.50')}
            render={(value, setValue) => (
              <AmountInput
                label={stateLabel(t('inputs.amount'), state)}
                value={value}
                onChange={setValue}
                {...stateProps(state)}
              />
            )}
          />
        ))}
        <StatefulDemo
          testId="amount-positive"
          initial={null as string | null}
          render={(value, setValue) => (
            <AmountInput
              label={stateLabel(t('inputs.amount'), 'positiveOnly')}
              value={value}
              onChange={setValue}
              positiveOnly
            />
          )}
        />
        <StatefulDemo
          testId="amount-blank"
          initial={null as string | null}
          render={(value, setValue) => (
            <AmountInput
              label={stateLabel(t('inputs.amount'), 'allowBlank')}
              value={value}
              onChange={setValue}
              allowBlank
            />
          )}
        />
        <StatefulDemo
          testId="amount-grouped"
          initial={'1234567.89' as string | null}
          render={(value, setValue) => (
            <AmountInput
              label={stateLabel(t('inputs.amount'), 'grouped')}
              value={value}
              onChange={setValue}
              grouping
              decimals={2}
            />
          )}
        />
      </DemoRow>
    </DemoSection>
  );
}
