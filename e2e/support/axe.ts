import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Accessibility check of what the page shows now: axe-core with the WCAG 2.1 A and AA rules, and
 * no serious or critical violation allowed. `context` limits the check to one part (a CSS selector,
 * e.g. the open dialog); without it the whole page is checked, and must also have one main landmark
 * and exactly one h1. The failure lists each violation
 * with the elements it was found on, so the cause can be fixed without rerunning.
 */
const BLOCKING = new Set(['serious', 'critical']);

export async function expectAccessible(page: Page, context?: string): Promise<void> {
  // Mantine's transitions fade dialogs and menus in; contrast measured mid-fade is not what users see.
  // A spinner (a busy button behind a confirmation) turns forever and changes no colour.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (context) builder = builder.include(context);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n${where}`;
    });
  expect(blocking, `accessibility violations on ${page.url()}${context ? ` in ${context}` : ''}`).toEqual([]);
  if (context) return;
  // axe counts these as moderate, but a screen-reader user navigates by them: one main, one h1 (the title).
  await expect(page.getByRole('main'), `one main landmark on ${page.url()}`).toHaveCount(1);
  await expect(page.locator('h1'), `one h1 on ${page.url()}`).toHaveCount(1);
}

/** The open Mantine dialog, for `expectAccessible(page, OPEN_DIALOG)`. */
export const OPEN_DIALOG = '[role="dialog"]';
