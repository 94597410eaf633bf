import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isLocale } from '@fjord/domain';
import i18n, { changeLocale, hasStoredLocale } from '../../i18n';
import { isMode, modeStore } from '../mode';
import type { RouteHandle } from '../route-effects';
import { getStoredUnitId } from '../session';
import { isSwitchingUnit, switchUnit } from '../unit-switch';

/**
 * When the window regains focus and the stored company differs from the one shown
 * (another tab switched), load the stored company with the same reset as a switch.
 */
export function useStoredUnitFollowsFocus(currentUnitId: string | null | undefined): void {
  useEffect(() => {
    const onFocus = () => {
      const stored = getStoredUnitId();
      if (stored && currentUnitId && stored !== currentUnitId && !isSwitchingUnit()) void switchUnit(stored);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [currentUnitId]);
}

/** A page of one mode (opened from a link, say) shows that mode's menu. */
export function useModeFollowsRoute(): void {
  const matches = useMatches();
  const routeMode = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.mode;
  useEffect(() => {
    if (isMode(routeMode) && modeStore.get() !== routeMode) modeStore.set(routeMode);
  }, [routeMode]);
}

/** The user's saved language applies in a browser where no language was chosen yet. */
export function useUserLocale(locale: string | null | undefined): void {
  useEffect(() => {
    if (isLocale(locale) && !hasStoredLocale() && i18n.language !== locale) void changeLocale(locale);
  }, [locale]);
}
