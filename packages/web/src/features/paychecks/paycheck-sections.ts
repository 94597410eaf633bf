import { PAYCHECK_SECTIONS_REMEMBERED_MS } from '@fjord/domain';
import { useCurrentUser } from '../../app/current-user';
import { expandedSectionsValue } from '../../app/shell/menu-state';
import { parseJson } from '../../app/stored-value';

/**
 * The secondary sections of the paycheck page, which open and close: who saved and locked it, the
 * advanced line settings, the prepayments, and the summary's breakdown. The lines and the net pay
 * are always shown.
 */
export const PAYCHECK_SECTIONS = ['history', 'flags', 'prepayments', 'breakdown'] as const;
export type PaycheckSection = (typeof PAYCHECK_SECTIONS)[number];

/** Open until the user closes them; the others start closed. */
export const DEFAULT_EXPANDED_PAYCHECK_SECTIONS: readonly PaycheckSection[] = ['flags', 'breakdown'];

/** Whose choice it is, and the sections open. */
type Remembered = { userId: string; expanded: PaycheckSection[] };

const isSection = (value: unknown): value is PaycheckSection =>
  (PAYCHECK_SECTIONS as readonly unknown[]).includes(value);

/**
 * The sections a user opened, remembered in this browser for 12 hours after the last change
 * (`fjord.expandedSections.paycheck`; sign-out forgets it with the menu's). Another user signing in
 * before then (the session ran out instead of a sign-out) starts from the defaults.
 */
export const expandedPaycheckSections = expandedSectionsValue<Remembered | null>(
  'paycheck',
  (raw) => {
    const value = parseJson(raw) as Partial<Remembered> | undefined;
    if (typeof value !== 'object' || value === null || typeof value.userId !== 'string') return null;
    const expanded = Array.isArray(value.expanded) ? value.expanded.filter(isSection) : [];
    return { userId: value.userId, expanded };
  },
  { timeToLiveMs: PAYCHECK_SECTIONS_REMEMBERED_MS },
);

function expandedFor(remembered: Remembered | null, userId: string): readonly PaycheckSection[] {
  return remembered && remembered.userId === userId ? remembered.expanded : DEFAULT_EXPANDED_PAYCHECK_SECTIONS;
}

/** Whether a section of the paycheck page is open for the signed-in user, and opening or closing it. */
export function usePaycheckSection(section: PaycheckSection): [boolean, (opened: boolean) => void] {
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const expanded = expandedFor(expandedPaycheckSections.use(), userId);
  const setOpened = (opened: boolean) => {
    const others = expandedFor(expandedPaycheckSections.get(), userId).filter((entry) => entry !== section);
    expandedPaycheckSections.set({ userId, expanded: opened ? [...others, section] : others });
  };
  return [expanded.includes(section), setOpened];
}
