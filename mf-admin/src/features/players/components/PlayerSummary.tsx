// The player a confirmation is about: their name and e-mail.
import { playerName } from '../model/playerFormat';
import type { PlayerAccount } from '../model/types';

export function PlayerSummary({ player }: { player: PlayerAccount | null }) {
  if (!player) return null;
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
      <p className="font-medium text-slate-900">{playerName(player)}</p>
      <p className="text-slate-500">{player.email}</p>
    </div>
  );
}
