import type { PlayerEvent } from '@reality-draft/events';
import { Conflict, NotFound } from '@reality-draft/kernel';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { PlayerCommand } from './commands';
import { playerDecider } from './decide';

const decider = playerDecider('p1');
const now = '2026-11-21T10:00:00.000Z';
const registered: PlayerEvent = {
  type: 'PlayerRegistered',
  data: { playerId: 'p1', email: 'ann@x.test', firstName: 'Ann', lastName: null, registeredAt: now },
};

const given = DeciderSpecification.for(decider);

describe('player decider', () => {
  it('registers a new player', () => {
    const register: PlayerCommand = { type: 'RegisterPlayer', playerId: 'p1', email: 'ann@x.test', firstName: 'Ann', lastName: null, now };
    given([]).when(register).then([registered]);
  });

  it('refuses to register the same player twice', () => {
    const again: PlayerCommand = { type: 'RegisterPlayer', playerId: 'p1', email: 'b@x.test', firstName: 'B', lastName: null, now };
    given([registered]).when(again).thenThrows(Conflict);
  });

  it('changes the email, and does nothing when it is unchanged', () => {
    given([registered])
      .when({ type: 'ChangePlayerEmail', email: 'new@x.test', by: 'a1', now })
      .then([{ type: 'PlayerEmailChanged', data: { playerId: 'p1', email: 'new@x.test', previousEmail: 'ann@x.test', changedBy: 'a1', changedAt: now } }]);
    given([registered]).when({ type: 'ChangePlayerEmail', email: 'ann@x.test', by: 'a1', now }).thenNothingHappened();
  });

  it('records a password reset without any secret', () => {
    given([registered])
      .when({ type: 'RecordPasswordReset', by: 'a1', now })
      .then([{ type: 'PlayerPasswordReset', data: { playerId: 'p1', resetBy: 'a1', resetAt: now } }]);
  });

  it('refuses changes to a player who does not exist', () => {
    given([]).when({ type: 'ChangePlayerEmail', email: 'n@x.test', by: 'a1', now }).thenThrows(NotFound);
    given([]).when({ type: 'RecordPasswordReset', by: 'a1', now }).thenThrows(NotFound);
  });
});
