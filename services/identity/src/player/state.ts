/** A player's stream folded: whether the player registered, and their email now. */
export interface PlayerState {
  exists: boolean;
  email: string | null;
}

export const initialPlayerState = (): PlayerState => ({ exists: false, email: null });
