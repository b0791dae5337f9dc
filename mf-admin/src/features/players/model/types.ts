// The player-account contracts, as identity defines them (@reality-draft/events).
import type { PlayerAccount } from '@reality-draft/events';

export type { ChangeEmailRequest, PlayerAccount, ResetPasswordResponse } from '@reality-draft/events';

/** A dialog acting on one player (none: closed). */
export interface PlayerDialogProps {
  player: PlayerAccount | null;
  onClose: () => void;
  /** Called with the player acted on once the action succeeded (the dialog may show another player by then). */
  onDone: (player: PlayerAccount) => void;
}
