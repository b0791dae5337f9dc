import { expect, type Page } from '@playwright/test';
import { closeToast } from './screens';
import { toast } from './session';

export type PointsShow = 'Amazing Race' | 'Big Brother' | 'Survivor';

/** On the admin dashboard: Configure Points, the show's tab, its Assign dialog. */
export async function openPointsDialog(page: Page, show: PointsShow) {
  await page.getByRole('tab', { name: 'Configure Points' }).click();
  await page.getByRole('tab', { name: show }).click();
  await page.getByRole('button', { name: `Assign ${show} Points` }).click();
  const dialog = page.getByRole('dialog', { name: `Assign ${show} Points` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The dialog's list of what a save will change ('Veto: Iris -2, Georgia +2'). */
export const pointsChanges = (page: Page) => page.getByRole('region', { name: 'Changes when you save' });

/** Saves the dialog, expects the toast to say `said`, and closes it. */
export async function savePoints(page: Page, said: string | RegExp) {
  await page.getByRole('dialog').getByRole('button', { name: 'Save Points' }).click();
  await expect(toast(page)).toContainText(said);
  await expect(page.getByRole('dialog')).toBeHidden();
  await closeToast(page);
}
