import { buildHeaders } from './requestHeaders';
import { forgetHeardPositions, noteHeardPosition, readPositionHeader } from './readPosition';

describe('the log position API requests must see', () => {
  beforeEach(forgetHeardPositions);

  it('is none until the push stream names one, then the furthest named', () => {
    expect(readPositionHeader()).toEqual({});
    noteHeardPosition(131072);
    noteHeardPosition('262145');
    noteHeardPosition(196608);
    expect(readPositionHeader()).toEqual({ 'x-read-position': '262145' });
  });

  it('ignores what is not a position', () => {
    for (const value of [undefined, null, -5, 1.5, 'soon', '12abc', Number.MAX_SAFE_INTEGER + 2, {}]) noteHeardPosition(value);
    expect(readPositionHeader()).toEqual({});
  });

  it('goes with every API request', () => {
    noteHeardPosition(65537);
    expect(buildHeaders('token-1', true)).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
      'x-read-position': '65537',
    });
  });
});
