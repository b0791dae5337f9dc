/** What may be done to a player's stream. */
export type PlayerCommand =
  | { type: 'RegisterPlayer'; playerId: string; email: string; firstName: string; lastName: string | null; now: string }
  | { type: 'ChangePlayerEmail'; email: string; by: string; now: string }
  | { type: 'RecordPasswordReset'; by: string; now: string }
  | { type: 'DeletePlayer'; by: string; now: string };
