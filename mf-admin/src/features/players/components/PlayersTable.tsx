// Player accounts: a table on wide screens, stacked cards on phones (same rows, explicit roles).
import { Badge, Button, cn, shortDateText, UserAvatar } from '@reality-draft/kit';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { playerName } from '../model/playerFormat';
import type { PlayerAccount } from '../model/types';

const cell = 'block px-0 py-0.5 lg:table-cell lg:px-4 lg:py-3 lg:align-middle';

const COLUMNS = ['Player', 'Email', 'Status', 'Joined', 'Actions'] as const;

export function PlayersTable({
  players,
  onEditEmail,
  onResetPassword,
  onDelete,
}: {
  players: PlayerAccount[];
  onEditEmail: (player: PlayerAccount) => void;
  onResetPassword: (player: PlayerAccount) => void;
  onDelete: (player: PlayerAccount) => void;
}) {
  return (
    <table role="table" aria-label="Player accounts" className="block w-full text-left text-sm lg:table">
      <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 lg:table-header-group">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col" className={cn('px-4 py-3 font-medium', column === 'Actions' && 'text-right')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-100 lg:table-row-group">
        {players.map((player) => {
          const name = playerName(player);
          return (
            <tr role="row" key={player.id} className="block p-4 lg:table-row lg:p-0">
              <td role="cell" className={cn(cell, 'lg:w-[28%]')}>
                <div className="flex items-center gap-3">
                  <UserAvatar person={player} role="player" className="h-9 w-9" />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{name}</p>
                    <p className="truncate font-mono text-xs text-slate-500" title={player.id}>
                      {player.id}
                    </p>
                  </div>
                  <Badge tone={player.isActive ? 'success' : 'neutral'} className="ml-auto lg:hidden">
                    {player.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </div>
              </td>
              <td role="cell" className={cn(cell, 'mt-2 break-all text-slate-700 lg:mt-0 lg:break-normal lg:[overflow-wrap:anywhere]')}>
                {player.email}
              </td>
              <td role="cell" className={cn(cell, 'hidden lg:table-cell')}>
                <Badge tone={player.isActive ? 'success' : 'neutral'}>{player.isActive ? 'Active' : 'Inactive'}</Badge>
              </td>
              <td role="cell" className={cn(cell, 'whitespace-nowrap text-slate-500')}>
                <span className="lg:hidden">Joined </span>
                {shortDateText(player.createdAt)}
              </td>
              <td role="cell" className={cn(cell, 'mt-3 lg:mt-0')}>
                <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
                  <Button variant="outline" size="sm" onClick={() => onEditEmail(player)} aria-label={`Edit email for ${name}`}>
                    <Pencil className="h-3.5 w-3.5" aria-hidden />
                    Edit Email
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => onResetPassword(player)} aria-label={`Reset password for ${name}`}>
                    <KeyRound className="h-3.5 w-3.5" aria-hidden />
                    Reset Password
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onDelete(player)}
                    aria-label={`Delete player ${name}`}
                    className="border-rose-200 text-rose-700 hover:bg-rose-50"
                  >
                    <Trash2 className="h-3.5 w-3.5" aria-hidden />
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
