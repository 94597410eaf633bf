import { SegmentedControl } from '@mantine/core';
import { useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isMode, modeStore, useMode } from '../mode';
import type { RouteHandle } from '../route-effects';

/** Invoicing or payroll; leaving a page of the other mode goes to the Dashboard. */
export function ModeSwitcher() {
  const { t } = useTranslation('shell');
  const mode = useMode();
  const navigate = useNavigate();
  const matches = useMatches();
  const routeMode = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.mode;
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.mode')}
      value={mode}
      onChange={(value) => {
        if (!isMode(value)) return;
        modeStore.set(value);
        if (isMode(routeMode) && routeMode !== value) void navigate('/');
      }}
      data={[
        { value: 'invoicing', label: t('modes.invoicing') },
        { value: 'payroll', label: t('modes.payroll') },
      ]}
    />
  );
}
