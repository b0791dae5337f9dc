import { expect, type Page } from './test';

/** A league's standings table and its "Points over time" chart, as the Leaderboard and the dashboard show them. */
export const standingsTable = (page: Page) => page.getByRole('table', { name: /Player Leaderboard/ });
export const pointsChart = (page: Page) => page.getByRole('img', { name: /^Running point totals/ });

/** The table's total of each player, by name. */
export async function tableTotals(page: Page): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const row of await standingsTable(page).getByRole('row').all()) {
    const cells = row.getByRole('cell');
    if (!(await cells.count())) continue;
    const name = (await cells.nth(1).getByRole('button').innerText()).trim();
    totals.set(name, Number(await cells.last().innerText()));
  }
  return totals;
}

/** Where each line of the chart ends: the tooltip of its last week or episode (the pointer at the chart's right edge). */
export async function chartEnds(page: Page): Promise<{ label: string; ends: Map<string, number> }> {
  const tooltip = page.locator('.recharts-tooltip-wrapper');
  // The chart re-renders when its data is refetched, which can drop a tooltip: point again until it shows.
  await expect(async () => {
    await pointsChart(page).scrollIntoViewIfNeeded();
    const box = (await pointsChart(page).boundingBox())!;
    await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 14, box.y + box.height / 2, { steps: 4 });
    await expect(tooltip.locator('.recharts-tooltip-item').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const ends = new Map<string, number>();
  for (const text of await tooltip.locator('.recharts-tooltip-item').allInnerTexts()) {
    const [, name, points] = /^(.*?)\s*:\s*(-?\d+) pts$/.exec(text.trim().replace(/\s+/g, ' '))!;
    ends.set(name.replace(/ \(you\)$/, ''), Number(points));
  }
  const label = (await tooltip.locator('.recharts-tooltip-label').innerText()).trim();
  await page.mouse.move(0, 0);
  return { label, ends };
}
