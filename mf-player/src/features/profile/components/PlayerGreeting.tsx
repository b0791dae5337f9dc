// The dashboard greeting: first name, e-mail and a Logout button.
import { Button, displayName, UserAvatar, useLogout, type PlayerRecord } from '@reality-draft/kit';
import { LogOut, Mail } from 'lucide-react';

export function PlayerGreeting({ player }: { player: PlayerRecord }) {
  const logout = useLogout();
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 p-5 text-white shadow-lg sm:p-8">
      <div aria-hidden className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-16 right-24 h-32 w-32 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar person={player} role="player" className="h-14 w-14 ring-white/40" />
          <div className="min-w-0">
            <p className="text-sm font-medium text-white">Player Dashboard</p>
            <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {displayName(player, 'player')}!</h1>
            {player.email && (
              <p className="mt-1 flex items-center gap-1.5 truncate text-sm text-white">
                <Mail className="h-4 w-4 shrink-0" aria-hidden />
                <span className="truncate">{player.email}</span>
              </p>
            )}
          </div>
        </div>
        <Button variant="outline" onClick={() => logout()} className="self-start border-white/30 bg-white/10 text-white hover:bg-white/20 sm:self-center">
          <LogOut className="h-4 w-4" aria-hidden />
          Logout
        </Button>
      </div>
    </section>
  );
}
