import { memoryStorage } from '@reality-draft/kernel/testing';
import { ResetTokenStore } from './resetTokens';

describe('password reset tokens', () => {
  let now: number;
  let tokens: ResetTokenStore;
  beforeEach(async () => {
    now = Date.parse('2026-12-04T12:00:00Z');
    tokens = new ResetTokenStore(memoryStorage().docs, () => now);
    await tokens.init();
  });

  it('work for 60 minutes and no longer', async () => {
    const kept = await tokens.issue('player-1');
    const late = await tokens.issue('player-1');
    now += 60 * 60_000 - 1;
    expect(await tokens.redeem(kept)).toBe('player-1');
    now += 1;
    expect(await tokens.redeem(late)).toBeNull();
  });

  it('are kept only as their hash', async () => {
    const docs = memoryStorage().docs;
    const store = new ResetTokenStore(docs);
    const token = await store.issue('player-2');
    const [kept] = await docs.collection('identity_reset_tokens').find();
    expect(JSON.stringify(kept)).not.toContain(token);
    expect(await store.redeem(token)).toBe('player-2');
  });

  it("end with the player's reset or deletion, every one of them", async () => {
    const mine = [await tokens.issue('player-1'), await tokens.issue('player-1')];
    const theirs = await tokens.issue('player-2');
    await tokens.revokeAllFor('player-1');
    expect(await Promise.all(mine.map((token) => tokens.redeem(token)))).toEqual([null, null]);
    expect(await tokens.redeem(theirs)).toBe('player-2');
  });
});
