/** A player's stream folded: whether the player registered (and is not deleted), their email now, and whether they were deleted. */
export interface PlayerState {
  exists: boolean;
  email: string | null;
  deleted: boolean;
}

export const initialPlayerState = (): PlayerState => ({ exists: false, email: null, deleted: false });
