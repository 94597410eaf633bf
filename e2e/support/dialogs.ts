import { expect, type Page } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './axe';

/**
 * The dialog walk: every button or menu item of the product that opens a dialog says so with
 * `aria-haspopup="dialog"` (screen readers announce it), and this walk follows each one on the page
 * shown, in every tab of it: it opens the dialog, checks it with axe, and closes it with Escape
 * (which cancels a confirmation and closes an untouched form without asking). In a list only the
 * first row's buttons are followed; the other rows open the same dialogs. Answers the titles of
 * the dialogs it saw, so the caller can compare them with what the page is known to offer.
 */
export async function walkDialogs(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const main = page.getByRole('main');
  const tabs = main.getByRole('tab');
  const tabCount = await tabs.count();
  if (tabCount === 0) {
    await openEach(page, 'main', seen);
    return seen;
  }
  for (let index = 0; index < tabCount; index++) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.mantine-Loader-root, [data-loading="true"]')).toHaveCount(0);
    await openEach(page, 'main', seen);
  }
  return seen;
}

/** Follows the dialog openers inside `scope` (a CSS selector), e.g. an open menu. */
export async function openEach(page: Page, scope: string, seen: string[]): Promise<void> {
  for (let index = 0; await markOpener(page, scope, index); index++) {
    await page.locator(`[${MARK}]`).click();
    seen.push(await checkOpenDialog(page));
    await page.keyboard.press('Escape');
    await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
  }
}

/**
 * The structures already checked in this worker. Dialogs that differ only in their words (every
 * register's delete confirmation, a record's edit popup and the same register's new one while
 * both show the same fields) give axe the same elements and styles, so each structure is checked
 * once; that keeps the walk of every dialog of the product within the suite's time.
 */
const checkedStructures = new Set<string>();

/** Waits for the newest open dialog to be loaded, checks it with axe unless its structure was, and answers its title. */
export async function checkOpenDialog(page: Page): Promise<string> {
  const dialog = page.locator(OPEN_DIALOG).last();
  await expect(dialog).toBeVisible();
  // An edit popup may still load its record or choices.
  await expect(dialog.locator('.mantine-Loader-root, [data-loading="true"]')).toHaveCount(0);
  const { title, structure } = await dialog.evaluate((element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const named = labelledBy ? document.getElementById(labelledBy)?.textContent : element.getAttribute('aria-label');
    const shape = (node: Element) =>
      [node.tagName, node.getAttribute('role'), node.getAttribute('type'), node.getAttribute('class')].join(' ');
    return { title: named ?? '', structure: [...element.querySelectorAll('*')].map(shape).join('|') };
  });
  expect(title, 'a dialog names itself by its title').not.toBe('');
  if (!checkedStructures.has(structure)) {
    await expectAccessible(page, OPEN_DIALOG);
    checkedStructures.add(structure);
  }
  return title;
}

const MARK = 'data-dialog-walk';

/**
 * Marks the index-th opener in `scope` (visible, enabled; per list only the first row's) and answers
 * whether there was one. Counted afresh each time: closing a dialog may have redrawn the list.
 */
async function markOpener(page: Page, scope: string, index: number): Promise<boolean> {
  return page.evaluate(
    ({ scope, index, mark }) => {
      for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark);
      const tables = [...document.querySelectorAll('table')];
      const rowSlots = new Set<string>();
      const openers = [...document.querySelectorAll<HTMLElement>(`${scope} [aria-haspopup="dialog"]`)].filter(
        (element) => {
          if (!element.checkVisibility() || element.matches(':disabled, [data-disabled]')) return false;
          const cell = element.closest('tbody td');
          if (!cell) return true;
          // The same button in a later row opens the same dialog for another record.
          const slot = [
            tables.indexOf(cell.closest('table')!),
            (cell as HTMLTableCellElement).cellIndex,
            [...cell.querySelectorAll('[aria-haspopup="dialog"]')].indexOf(element),
          ].join(':');
          if (rowSlots.has(slot)) return false;
          rowSlots.add(slot);
          return true;
        },
      );
      openers[index]?.setAttribute(mark, '');
      return index < openers.length;
    },
    { scope, index, mark: MARK },
  );
}
