import { CHAT_TEXTS } from '@reality-draft/events';
import { newPlayer } from '../support/accounts';
import { adminCreatesDraft, apiFromPage, playerJoins } from '../support/drafts';
import { capture, WIDTHS } from '../support/screens';
import { register } from '../support/session';
import { expect, test } from '../support/test';

/**
 * The league chat (issue 34 §1): Marlowe on a desktop and Ottilie on a phone talk in their draft room, a
 * spoiler stays hidden until tapped, a reaction reaches the other screen, and the league's admin removes
 * a message. Each change reaches the other open screens through the push stream.
 */
test('two players chat in their league, on a desktop and a phone, and the admin removes a message', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const draft = await adminCreatesDraft(page, 60);
  const marlowe = await playerJoins(browser, 'Marlowe', draft.joinCode);

  const phone = await browser.newContext({ viewport: WIDTHS.phone, isMobile: true, hasTouch: true });
  const ottilie = await phone.newPage();
  const ottiliePlayer = newPlayer('Ottilie');
  await register(ottilie, ottiliePlayer);
  await expect(ottilie).toHaveURL(/\/player\/dashboard$/);
  const joined = await ottilie.request.post('/api/drafts/join', {
    data: { joinCode: draft.joinCode },
    headers: { authorization: `Bearer ${await ottilie.evaluate(() => localStorage.getItem('playerSessionToken'))}` },
  });
  expect(joined.status()).toBe(200);
  await ottilie.goto(`/player/draft/${draft.id}`);

  // Marlowe, on a wide screen, has the chat beside the room.
  const marloweChat = marlowe.page.getByRole('list', { name: 'League chat messages' });
  await expect(marloweChat).toContainText('No messages yet');
  await marlowe.page.getByLabel('Message to the league').fill('Who is everyone taking first?');
  await marlowe.page.getByLabel('Message to the league').press('Enter');
  await expect(marloweChat).toContainText('Who is everyone taking first?');

  // Ottilie, on a phone, sees it arrive as unread on the chat's switch, then reads it.
  const chatSwitch = ottilie.getByRole('button', { name: /^Chat/ });
  await expect(chatSwitch).toContainText('1 unread');
  await chatSwitch.click();
  const ottilieChat = ottilie.getByRole('list', { name: 'League chat messages' });
  await expect(ottilieChat).toContainText('Who is everyone taking first?');
  await expect(chatSwitch).not.toContainText('unread');
  await ottilie.getByLabel('Message to the league').fill('Zoe & Arlo go home tonight, trust me');
  await ottilie.getByLabel('Spoiler').check();
  await ottilie.getByRole('button', { name: 'Send' }).click();
  await expect(ottilieChat).toContainText(CHAT_TEXTS.spoilerHidden);
  await capture(ottilie, 'league-chat-phone');

  // The spoiler stays hidden on Marlowe's screen until tapped; Marlowe reacts to it.
  const spoiler = marloweChat.getByRole('button', { name: CHAT_TEXTS.spoilerHidden });
  await expect(spoiler).toBeVisible();
  await spoiler.click();
  await expect(marloweChat).toContainText('Zoe & Arlo go home tonight, trust me');
  const ottilieMessage = marloweChat.getByRole('listitem').filter({ hasText: 'Zoe & Arlo' });
  await ottilieMessage.getByRole('button', { name: 'Add a reaction' }).click();
  await ottilieMessage.getByRole('button', { name: 'React with 🔥' }).click();
  await expect(ottilieChat.getByRole('button', { name: '🔥 1' })).toBeVisible();
  await capture(marlowe.page, 'league-chat');

  // The room's own lines appear among the messages: the start, as it happens.
  await page.goto(`/draft/${draft.id}`);
  expect((await apiFromPage(page, `/api/drafts/${draft.id}/start`, { method: 'POST', body: {} })).status).toBe(200);
  await expect(marloweChat).toContainText('The draft has started');

  // The league's admin removes Marlowe's message: every screen shows it removed.
  const adminChat = page.getByRole('list', { name: 'League chat messages' });
  await expect(adminChat).toContainText('Who is everyone taking first?');
  await adminChat.getByRole('button', { name: 'Remove message from Marlowe Tester' }).click();
  await page.getByRole('alertdialog', { name: 'Remove this message?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(marloweChat).toContainText(CHAT_TEXTS.removed);
  await expect(ottilieChat).toContainText(CHAT_TEXTS.removed);
  await expect(ottilieChat).not.toContainText('Who is everyone taking first?');

  // The league's page, from the dashboard's card: the same chat.
  await ottilie.goto('/player/dashboard');
  await ottilie.getByRole('link', { name: /^League chat of / }).click();
  await expect(ottilie).toHaveURL(new RegExp(`/league/${draft.id}$`));
  await expect(ottilie.getByRole('list', { name: 'League chat messages' })).toContainText(CHAT_TEXTS.removed);
  await capture(ottilie, 'league-page');

  await marlowe.context.close();
  await phone.close();
});
