import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFrame } from '../../ui/layout/DetailFrame';

/** A paycheck page's frame: the way back to the list (of the paycheck's period), the title and what follows. */
export function PaycheckFrame({
  periodId,
  title,
  badges,
  actions,
  children,
}: {
  periodId?: string | null;
  title: string;
  badges?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const to = periodId ? `/paychecks?periodId=${encodeURIComponent(periodId)}` : '/paychecks';
  return (
    <DetailFrame back={{ to, label: t('routes.paychecks') }} title={title} badges={badges} actions={actions}>
      {children}
    </DetailFrame>
  );
}
