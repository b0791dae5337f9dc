import {
  CHAT_BURST_MESSAGES,
  CHAT_BURST_REACTIONS,
  CHAT_MAX_LENGTH,
  CHAT_TEXTS,
  DELETED_PLAYER_NAME,
  ERASED,
  type ChatMessage,
  type ChatPage,
} from '@reality-draft/events';
import { bearer, eachTestOnAFreshCast, type DraftsHarness } from '../../test/draftsHarness';
import type { ManualClock } from '../../test/manualClock';
import type { TestPlayer } from '@reality-draft/identity/testing';

/** The league chat (docs/chat.md) over HTTP: two players and their admin, and strangers. */
describe('league chat', () => {
  let h: DraftsHarness;
  let admin: string;
  let clock: ManualClock;
  let draftId: string;
  let ann: TestPlayer;
  let bo: TestPlayer;
  eachTestOnAFreshCast(
    (fresh) => {
      ({ h, admin, clock } = fresh);
    },
    { clock: 'time' },
  );
  beforeEach(async () => {
    ({ id: draftId } = await h.createDraft(admin));
    const { joinCode } = (await h.room(admin, draftId)).draft;
    ann = await h.player('Ann', 'Archer');
    bo = await h.player('Bo');
    for (const player of [ann, bo]) await h.join(player.token, joinCode);
  });

  const messages = (draft: string) => `/api/drafts/${draft}/messages`;
  const post = (token: string, body: object, draft = draftId) => h.http().post(messages(draft)).set(bearer(token)).send(body);
  const page = async (token: string, query = '') =>
    (
      await h
        .http()
        .get(`${messages(draftId)}${query}`)
        .set(bearer(token))
        .expect(200)
    ).body as ChatPage;
  const react = (token: string, messageId: string, emoji: string, method: 'put' | 'delete' = 'put') => {
    const path = `${messages(draftId)}/${messageId}/reactions/${encodeURIComponent(emoji)}`;
    return (method === 'put' ? h.http().put(path) : h.http().delete(path)).set(bearer(token)).send({});
  };

  it('posts trimmed plain text that every member reads, newest first, named by its author', async () => {
    const first = (await post(ann.token, { text: '  <b>Who saw that blindside?</b>  ' }).expect(201)).body as ChatMessage;
    expect(first).toMatchObject({
      seq: 1,
      authorId: ann.id,
      authorName: 'Ann Archer',
      text: '<b>Who saw that blindside?</b>',
      spoiler: false,
      removed: false,
      reactions: {},
      mine: [],
    });
    await post(admin, { text: 'Points are in tonight.', spoiler: true }).expect(201);
    for (const token of [ann.token, bo.token, admin]) {
      const { messages: seen, next } = await page(token);
      expect(seen.map((message) => [message.text, message.spoiler])).toEqual([
        ['Points are in tonight.', true],
        ['<b>Who saw that blindside?</b>', false],
      ]);
      expect(next).toBeNull();
    }
  });

  it('pages back with before and limit', async () => {
    for (let i = 1; i <= 5; i += 1) await post(i % 2 ? ann.token : bo.token, { text: `Message ${i}` }).expect(201);
    const newest = await page(bo.token, '?limit=2');
    expect(newest.messages.map((message) => message.text)).toEqual(['Message 5', 'Message 4']);
    const older = await page(bo.token, `?limit=2&before=${newest.next}`);
    expect(older.messages.map((message) => message.text)).toEqual(['Message 3', 'Message 2']);
    const oldest = await page(bo.token, `?limit=2&before=${older.next}`);
    expect(oldest).toEqual({ messages: [expect.objectContaining({ text: 'Message 1' })], next: null });
    for (const bad of ['?limit=0', '?limit=101', '?limit=abc', '?before=-1'])
      await h
        .http()
        .get(`${messages(draftId)}${bad}`)
        .set(bearer(bo.token))
        .expect(400);
  });

  it('refuses empty and over-long text, and anyone outside the league', async () => {
    expect((await post(ann.token, { text: '   ' }).expect(400)).body.message).toBe(CHAT_TEXTS.empty);
    expect((await post(ann.token, { text: '\u200B\u200B ' }).expect(400)).body.message).toBe(CHAT_TEXTS.empty);
    expect((await post(ann.token, { text: 'x'.repeat(CHAT_MAX_LENGTH + 1) }).expect(400)).body.message).toBe(CHAT_TEXTS.tooLong);
    await post(ann.token, { text: '🔥'.repeat(CHAT_MAX_LENGTH) }).expect(201);
    const stranger = await h.player('Cy');
    await post(stranger.token, { text: 'Hi?' }).expect(403);
    await h.http().get(messages(draftId)).set(bearer(stranger.token)).expect(403);
    await post(await h.otherAdminToken(), { text: 'Hi?' }).expect(403);
    await post(ann.token, { text: 'Hi?' }, '00000000-0000-4000-8000-000000000000').expect(404);
    await h.http().get(messages(draftId)).expect(401);
  });

  it(`lets a player post ${CHAT_BURST_MESSAGES} messages in 10 s, then 429 until the oldest is 10 s old`, async () => {
    for (let i = 0; i < CHAT_BURST_MESSAGES; i += 1) {
      await post(ann.token, { text: `Burst ${i}` }).expect(201);
      clock.advance(500);
    }
    const refused = await post(ann.token, { text: 'One too many' }).expect(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.message).toBe(CHAT_TEXTS.tooFast(5));
    await post(bo.token, { text: 'Others still may' }).expect(201);
    clock.advance(5_000);
    await post(ann.token, { text: 'Allowed again' }).expect(201);
  });

  it('lets its author or the league admin remove a message, which then shows as removed, and no one else', async () => {
    const mine = (await post(ann.token, { text: 'Regret this' }).expect(201)).body as ChatMessage;
    const other = (await post(bo.token, { text: 'Bo says' }).expect(201)).body as ChatMessage;
    expect(
      (
        await h
          .http()
          .delete(`${messages(draftId)}/${other.id}`)
          .set(bearer(ann.token))
          .expect(403)
      ).body.message,
    ).toBe(CHAT_TEXTS.notYours);
    await h
      .http()
      .delete(`${messages(draftId)}/${mine.id}`)
      .set(bearer(ann.token))
      .expect(204);
    await h
      .http()
      .delete(`${messages(draftId)}/${other.id}`)
      .set(bearer(admin))
      .expect(204);
    await h
      .http()
      .delete(`${messages(draftId)}/${other.id}`)
      .set(bearer(admin))
      .expect(204);
    await h
      .http()
      .delete(`${messages(draftId)}/unknown-message`)
      .set(bearer(admin))
      .expect(404);
    expect((await page(bo.token)).messages.map((message) => [message.text, message.removed, message.reactions])).toEqual([
      ['', true, {}],
      ['', true, {}],
    ]);
    await react(bo.token, mine.id, '👍').expect(409);
  });

  it('counts each emoji once per player, tells each player their own, and takes one back', async () => {
    const message = (await post(ann.token, { text: 'React!' }).expect(201)).body as ChatMessage;
    await react(bo.token, message.id, '🔥').expect(200);
    await react(bo.token, message.id, '🔥').expect(200);
    const seen = (await react(ann.token, message.id, '🔥').expect(200)).body as ChatMessage;
    expect(seen).toMatchObject({ reactions: { '🔥': 2 }, mine: ['🔥'] });
    await react(admin, message.id, '❤️').expect(200);
    const taken = (await react(bo.token, message.id, '🔥', 'delete').expect(200)).body as ChatMessage;
    expect(taken).toMatchObject({ reactions: { '🔥': 1, '❤️': 1 }, mine: [] });
    await react(bo.token, message.id, '🤡').expect(400);
  });

  it(`limits a player to ${CHAT_BURST_REACTIONS} reactions in 10 s`, async () => {
    const message = (await post(ann.token, { text: 'Spam me' }).expect(201)).body as ChatMessage;
    for (let i = 0; i < CHAT_BURST_REACTIONS; i += 1) await react(bo.token, message.id, '👍', i % 2 ? 'delete' : 'put').expect(200);
    const refused = await react(bo.token, message.id, '👍').expect(429);
    expect(refused.body.message).toBe(CHAT_TEXTS.tooManyReactions(10));
    clock.advance(10_000);
    await react(bo.token, message.id, '👍').expect(200);
  });

  it('keeps a deleted player’s messages as "Deleted player", their text erased', async () => {
    await post(ann.token, { text: 'Ann was here' }).expect(201);
    await h.http().delete(`/api/admin/players/${ann.id}`).set(bearer(admin)).expect(204);
    const [message] = (await page(bo.token)).messages;
    expect(message).toMatchObject({ authorId: ann.id, authorName: DELETED_PLAYER_NAME, text: ERASED });
  });
});
