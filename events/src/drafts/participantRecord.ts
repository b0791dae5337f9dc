import type { Participant, PersonName } from './api';

/**
 * A participant as a room shows it (the spec's shape): the one builder for the room's answer
 * (services/drafts) and the Replay's moments (mf-drafts). `seat` counts from 0.
 */
export function participantRecord(draftId: string, playerId: string, seat: number, name: PersonName, picksMade: number, autoPick = false): Participant {
  return {
    id: playerId,
    draftId,
    playerId,
    userId: playerId,
    username: null,
    draftPosition: seat + 1,
    ...name,
    player: name,
    user: name,
    picksMade,
    autoPick,
  };
}
