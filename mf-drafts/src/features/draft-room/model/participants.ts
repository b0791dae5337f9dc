// Participants as the rooms list them: by draft position, named by first and last name.
import type { Participant, PersonName } from '@reality-draft/events';

const UNKNOWN = 'Unknown Player';

function nameParts(person: Participant): PersonName {
  const nested = person.player ?? person.user;
  return {
    firstName: person.firstName ?? nested?.firstName ?? null,
    lastName: person.lastName ?? nested?.lastName ?? null,
    email: person.email ?? nested?.email ?? null,
  };
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** "Alex Rivera"; the e-mail's name when no name is known; else 'Unknown Player'. */
export function participantName(person: Participant | null | undefined): string {
  if (!person) return UNKNOWN;
  const { firstName, lastName, email } = nameParts(person);
  const name = [clean(firstName), clean(lastName)].filter(Boolean).join(' ');
  return name || clean(email).split('@')[0] || UNKNOWN;
}

/** "Alex" for sentences like 'Waiting for Alex to pick...'. */
export function participantFirstName(person: Participant | null | undefined): string {
  if (!person) return UNKNOWN;
  return clean(nameParts(person).firstName) || participantName(person);
}

export function participantsInOrder(participants: readonly Participant[]): Participant[] {
  return [...participants].sort((a, b) => a.draftPosition - b.draftPosition);
}

export function participantById(participants: readonly Participant[], id: string | null | undefined): Participant | undefined {
  return id ? participants.find((person) => person.id === id || person.playerId === id) : undefined;
}
