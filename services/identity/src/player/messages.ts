export const PLAYER_NOT_FOUND = 'Player not found.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
