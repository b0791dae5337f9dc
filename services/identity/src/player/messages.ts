export const PLAYER_NOT_FOUND = 'Player not found.';
export const SIGNED_OUT = 'Your account no longer exists. Please log in again.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
