// A leaderboard row's name: first and last name, else 'Unknown Player' (docs/player-area.md#unknown-player).
import { fullName } from '@reality-draft/kit';

export const playerName = (row: { playerFirstName: string | null; playerLastName: string | null }): string =>
  fullName({ firstName: row.playerFirstName, lastName: row.playerLastName });
