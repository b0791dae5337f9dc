import type { Participant } from '@reality-draft/events';
import { participantById, participantFirstName, participantName, participantsInOrder } from './participants';

const person = (id: string, draftPosition: number, firstName: string | null, lastName: string | null = null, email: string | null = null): Participant => ({
  id,
  draftId: 'd',
  playerId: id,
  userId: id,
  username: null,
  draftPosition,
  firstName,
  lastName,
  email,
  player: { firstName, lastName, email },
  user: { firstName, lastName, email },
  picksMade: 0,
  autoPick: false,
});

describe('participants', () => {
  it('are listed by draft position', () => {
    expect(participantsInOrder([person('b', 2, 'B'), person('a', 1, 'A')]).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('are named by first and last name, else the e-mail name, else Unknown Player', () => {
    expect(participantName(person('a', 1, 'Alex', 'Rivera'))).toBe('Alex Rivera');
    expect(participantName(person('a', 1, null, null, 'drew@demo.test'))).toBe('drew');
    expect(participantName(person('a', 1, null))).toBe('Unknown Player');
    expect(participantFirstName(person('a', 1, 'Alex', 'Rivera'))).toBe('Alex');
  });

  it('are found by id', () => {
    const list = [person('a', 1, 'A')];
    expect(participantById(list, 'a')?.firstName).toBe('A');
    expect(participantById(list, null)).toBeUndefined();
  });
});
