// A leaderboard row's name: first and last name, else 'Unknown Player' (spec 02 §8).
import { fullName } from '@reality-draft/kit';

export const playerName = (row: { playerFirstName: string | null; playerLastName: string | null }): string =>
  fullName({ firstName: row.playerFirstName, lastName: row.playerLastName });
