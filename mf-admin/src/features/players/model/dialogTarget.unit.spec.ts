import { afterActionFor } from './dialogTarget';

const pat = { id: 'p1' };
const sam = { id: 'p2' };

describe('dialog target after an action', () => {
  it('closes the dialog of the player the action was for', () => {
    expect(afterActionFor(pat, pat)).toBeNull();
    expect(afterActionFor({ id: 'p1' }, pat)).toBeNull();
  });

  it("leaves another player's dialog open", () => {
    expect(afterActionFor(sam, pat)).toBe(sam);
  });

  it('stays closed when the dialog was closed meanwhile', () => {
    expect(afterActionFor(null, pat)).toBeNull();
  });
});
