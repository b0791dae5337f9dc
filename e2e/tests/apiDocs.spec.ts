import { expect, test } from '../support/test';

test.describe('API reference', () => {
  test('the browsable reference shows every service and a route from the tables, with nothing loaded from elsewhere', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== 'localhost') foreign.push(request.url());
    });
    await page.goto('/api-docs/');
    await expect(page.getByRole('heading', { name: /Reality Draft API/ })).toBeVisible();
    for (const service of ['identity', 'catalog', 'drafts', 'gateway']) await expect(page.locator(`#operations-tag-${service}`)).toBeVisible();
    await page.locator('#operations-drafts-makePick').click();
    await expect(page.getByText('Who may call it: Players who joined the draft.')).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test('the document it reads is the OpenAPI 3.1 description of the API', async ({ request }) => {
    const res = await request.get('/api/openapi.json');
    expect(res.status()).toBe(200);
    const document = await res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/drafts/{id}/pick');
  });
});
