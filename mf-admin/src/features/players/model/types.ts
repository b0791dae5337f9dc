// The player-account contracts, as identity defines them (@reality-draft/events).
export type { ChangeEmailRequest, PlayerAccount, ResetPasswordResponse } from '@reality-draft/events';
