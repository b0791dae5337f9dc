import { sampleDraftSummary } from '@reality-draft/kit/testing';
import { liveStepWords } from './liveStep';

describe('the live draft step', () => {
  it('says the draft is live and picking', () => {
    const words = liveStepWords(sampleDraftSummary({ status: 'active' }));
    expect(words.title).toBe('Your draft is live!');
    expect(words.text).toMatch(/is picking now/);
  });

  it('while paused, says so and never that it is your turn', () => {
    const words = liveStepWords(sampleDraftSummary({ status: 'active', paused: true }));
    expect(words.title).toBe('Your draft is paused');
    expect(`${words.title} ${words.text}`).not.toMatch(/your turn/i);
  });
});
