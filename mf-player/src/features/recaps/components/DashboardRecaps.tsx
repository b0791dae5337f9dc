// The dashboard's 'Latest Recaps' (docs/league.md#recaps): for each started league of the player, its
// latest recap in a compact card. The section shows only once a card does (a league without a recap
// draws nothing), so a player whose leagues have no recap yet sees no empty heading. A player in one
// league has its recap across the width (two cards share it).
import { cn, useLeagues } from '@reality-draft/kit';
import { RecapCard } from './RecapCard';

export function DashboardRecaps({ youId }: { youId: string | null }) {
  const { leagues } = useLeagues();
  const started = leagues.filter((league) => league.status !== 'pending');
  if (!started.length) return null;
  const lone = started.length === 1;
  return (
    <section aria-labelledby="latest-recaps" className="hidden space-y-3 has-[article]:block">
      <h2 id="latest-recaps" className="text-lg font-semibold text-slate-900">
        Latest Recaps
      </h2>
      <div className={cn('grid grid-cols-1 gap-4 sm:gap-6', !lone && 'lg:grid-cols-2')}>
        {started.map((league) => (
          <RecapCard key={league.id} league={league} youId={youId} wide={lone} />
        ))}
      </div>
    </section>
  );
}
