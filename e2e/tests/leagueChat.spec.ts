import { CHAT_TEXTS } from '@reality-draft/events';
import { newPlayer } from '../support/accounts';
import { adminCreatesDraft, apiFromPage, playerJoins } from '../support/drafts';
import { capture, WIDTHS } from '../support/screens';
import { register } from '../support/session';
import { expect, test } from '../support/test';

/**
 * The league chat (issue 34 §1): Quinn on a desktop and Sasha on a phone talk in their draft room, a
 * spoiler stays hidden until tapped, a reaction reaches the other screen, and the league's admin removes
 * a message. Each change reaches the other open screens through the push stream.
 */
test('two players chat in their league, on a desktop and a phone, and the admin removes a message', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const draft = await adminCreatesDraft(page, 60);
  const quinn = await playerJoins(browser, 'Quinn', draft.joinCode);

  const phone = await browser.newContext({ viewport: WIDTHS.phone, isMobile: true, hasTouch: true });
  const sasha = await phone.newPage();
  const sashaPlayer = newPlayer('Sasha');
  await register(sasha, sashaPlayer);
  await expect(sasha).toHaveURL(/\/player\/dashboard$/);
  const joined = await sasha.request.post('/api/drafts/join', {
    data: { joinCode: draft.joinCode },
    headers: { authorization: `Bearer ${await sasha.evaluate(() => localStorage.getItem('playerSessionToken'))}` },
  });
  expect(joined.status()).toBe(200);
  await sasha.goto(`/player/draft/${draft.id}`);

  // Quinn, on a wide screen, has the chat beside the room.
  const quinnChat = quinn.page.getByRole('list', { name: 'League chat messages' });
  await expect(quinnChat).toContainText('No messages yet');
  await quinn.page.getByLabel('Message to the league').fill('Who is everyone taking first?');
  await quinn.page.getByLabel('Message to the league').press('Enter');
  await expect(quinnChat).toContainText('Who is everyone taking first?');

  // Sasha, on a phone, sees it arrive as unread on the chat's switch, then reads it.
  const chatSwitch = sasha.getByRole('button', { name: /^Chat/ });
  await expect(chatSwitch).toContainText('1 unread');
  await chatSwitch.click();
  const sashaChat = sasha.getByRole('list', { name: 'League chat messages' });
  await expect(sashaChat).toContainText('Who is everyone taking first?');
  await expect(chatSwitch).not.toContainText('unread');
  await sasha.getByLabel('Message to the league').fill('Zoe & Arlo go home tonight, trust me');
  await sasha.getByLabel('Spoiler').check();
  await sasha.getByRole('button', { name: 'Send' }).click();
  await expect(sashaChat).toContainText(CHAT_TEXTS.spoilerHidden);
  await capture(sasha, 'league-chat-phone');

  // The spoiler stays hidden on Quinn's screen until tapped; Quinn reacts to it.
  const spoiler = quinnChat.getByRole('button', { name: CHAT_TEXTS.spoilerHidden });
  await expect(spoiler).toBeVisible();
  await spoiler.click();
  await expect(quinnChat).toContainText('Zoe & Arlo go home tonight, trust me');
  const sashaMessage = quinnChat.getByRole('listitem').filter({ hasText: 'Zoe & Arlo' });
  await sashaMessage.getByRole('button', { name: 'Add a reaction' }).click();
  await sashaMessage.getByRole('button', { name: 'React with 🔥' }).click();
  await expect(sashaChat.getByRole('button', { name: '🔥 1' })).toBeVisible();
  await capture(quinn.page, 'league-chat');

  // The room's own lines appear among the messages: the start, as it happens.
  await page.goto(`/draft/${draft.id}`);
  expect((await apiFromPage(page, `/api/drafts/${draft.id}/start`, { method: 'POST', body: {} })).status).toBe(200);
  await expect(quinnChat).toContainText('The draft has started');

  // The league's admin removes Quinn's message: every screen shows it removed.
  const adminChat = page.getByRole('list', { name: 'League chat messages' });
  await expect(adminChat).toContainText('Who is everyone taking first?');
  await adminChat.getByRole('button', { name: 'Remove message from Quinn Tester' }).click();
  await page.getByRole('alertdialog', { name: 'Remove this message?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(quinnChat).toContainText(CHAT_TEXTS.removed);
  await expect(sashaChat).toContainText(CHAT_TEXTS.removed);
  await expect(sashaChat).not.toContainText('Who is everyone taking first?');

  // The league's page, from the dashboard's card: the same chat.
  await sasha.goto('/player/dashboard');
  await sasha.getByRole('link', { name: /^League chat of / }).click();
  await expect(sasha).toHaveURL(new RegExp(`/league/${draft.id}$`));
  await expect(sasha.getByRole('list', { name: 'League chat messages' })).toContainText(CHAT_TEXTS.removed);
  await capture(sasha, 'league-page');

  await quinn.context.close();
  await phone.close();
});
