import { baseTitle, flashedTitle, TITLE_CUE } from './titleFlash';

describe('title flash', () => {
  it('puts the cue in front of the title and takes it off again', () => {
    expect(flashedTitle('Draft Room · Reality Draft', true)).toBe('(Your turn) Draft Room · Reality Draft');
    expect(flashedTitle('(Your turn) Draft Room · Reality Draft', false)).toBe('Draft Room · Reality Draft');
    expect(flashedTitle('(Your turn) Draft Room · Reality Draft', true)).toBe('(Your turn) Draft Room · Reality Draft');
  });

  it('keeps whatever the page named itself meanwhile', () => {
    expect(baseTitle(`${TITLE_CUE}Home · Reality Draft`)).toBe('Home · Reality Draft');
    expect(baseTitle('Home · Reality Draft')).toBe('Home · Reality Draft');
  });
});
