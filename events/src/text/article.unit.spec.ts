import { withArticle } from './article';

describe('withArticle', () => {
  it.each([
    ['episode', 'an episode'],
    ['week', 'a week'],
    ['Episode', 'an Episode'],
    ['immunity', 'an immunity'],
    ['umbrella', 'an umbrella'],
    ['user', 'a user'],
    ['unique code', 'a unique code'],
    ['hour', 'an hour'],
    ['house guest', 'a house guest'],
    ['team', 'a team'],
  ])('%s -> %s', (word, expected) => {
    expect(withArticle(word)).toBe(expected);
  });
});
