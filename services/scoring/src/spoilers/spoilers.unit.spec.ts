import type { ShowType, SpoilerEvent } from '@reality-draft/events';
import { RuleViolation } from '@reality-draft/kernel';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { SetSpoilerGuard } from './commands';
import { spoilerGuardDecider } from './decide';

const now = new Date('2026-11-23T20:00:00.000Z');
const at = now.toISOString();
const set = (showType: ShowType, watchedThrough: number | null): SetSpoilerGuard => ({
  type: 'SetSpoilerGuard',
  playerId: 'p1',
  showType,
  watchedThrough,
  now,
});
const wasSet = (showType: ShowType, watchedThrough: number | null, setAt = at): SpoilerEvent => ({
  type: 'SpoilerGuardSet',
  data: { playerId: 'p1', showType, watchedThrough, setAt },
});
const earlier = '2026-11-20T09:00:00.000Z';

const given = DeciderSpecification.for(spoilerGuardDecider);

describe("a player's spoiler guard stream", () => {
  it('records the first answer for a show, with the time of the command', () => {
    given([])
      .when(set('big_brother', 3))
      .then([wasSet('big_brother', 3)]);
  });

  it('records a first answer of "caught up" (null): it is what stops the asking', () => {
    given([])
      .when(set('survivor', null))
      .then([wasSet('survivor', null)]);
  });

  it('changes nothing when the same answer is given again, a number or caught up', () => {
    given([wasSet('big_brother', 3, earlier)])
      .when(set('big_brother', 3))
      .thenNothingHappened();
    given([wasSet('survivor', null, earlier)])
      .when(set('survivor', null))
      .thenNothingHappened();
  });

  it('records a changed answer: a later week or episode, an earlier one, or caught up', () => {
    given([wasSet('big_brother', 3, earlier)])
      .when(set('big_brother', 5))
      .then([wasSet('big_brother', 5)]);
    given([wasSet('big_brother', 5, earlier)])
      .when(set('big_brother', 2))
      .then([wasSet('big_brother', 2)]);
    given([wasSet('big_brother', 5, earlier)])
      .when(set('big_brother', null))
      .then([wasSet('big_brother', null)]);
    given([wasSet('big_brother', null, earlier)])
      .when(set('big_brother', 4))
      .then([wasSet('big_brother', 4)]);
  });

  it("keeps each show's answer apart: the same number for another show is still its first answer", () => {
    given([wasSet('big_brother', 3, earlier)])
      .when(set('survivor', 3))
      .then([wasSet('survivor', 3)]);
  });

  it("takes the show's last week or episode", () => {
    given([])
      .when(set('amazing_race', 24))
      .then([wasSet('amazing_race', 24)]);
    given([])
      .when(set('survivor', 35))
      .then([wasSet('survivor', 35)]);
  });

  it('refuses a week or episode past the season (422), naming the range', () => {
    const race = given([]).when(set('amazing_race', 25));
    race.thenThrows(RuleViolation);
    race.thenThrows({ status: 422, message: 'This show has weeks 1 to 24.' });
    given([wasSet('big_brother', 3, earlier)])
      .when(set('big_brother', 36))
      .thenThrows({ status: 422, message: 'This show has episodes 1 to 35.' });
  });
});
