// localStorage keys of the stored sessions (docs/accounts.md#stored-session).
export const ADMIN_TOKEN_KEY = 'adminSessionToken';
export const ADMIN_DATA_KEY = 'adminData';
export const PLAYER_TOKEN_KEY = 'playerSessionToken';
export const PLAYER_DATA_KEY = 'playerData';
