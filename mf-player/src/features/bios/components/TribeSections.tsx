// Survivor castaways grouped by tribe (Lavo, Nami, Hina, then anyone without a known tribe).
import type { Contestant } from '@reality-draft/events';
import { groupByTribe } from '../api/tribeGroups';
import { BioGrid } from './BioGrid';
import { ContestantBioCard } from './ContestantBioCard';

const TRIBE_COLOURS: Record<string, string> = { Lavo: 'bg-orange-500', Nami: 'bg-sky-500', Hina: 'bg-emerald-500' };

export function TribeSections({ castaways }: { castaways: Contestant[] }) {
  return (
    <div className="space-y-8">
      {groupByTribe(castaways).map((group) => {
        const id = `tribe-${group.tribe?.toLowerCase() ?? 'other'}`;
        return (
          <section key={id} aria-labelledby={id} className="space-y-3">
            <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <span aria-hidden className={`h-3 w-3 rounded-full ${(group.tribe && TRIBE_COLOURS[group.tribe]) || 'bg-slate-400'}`} />
              {group.title}
              <span className="text-sm font-normal text-slate-500">
                ({group.members.length} {group.members.length === 1 ? 'castaway' : 'castaways'})
              </span>
            </h3>
            <BioGrid label={group.title}>
              {group.members.map((castaway) => (
                <ContestantBioCard key={castaway.id} contestant={castaway} headingLevel={4} />
              ))}
            </BioGrid>
          </section>
        );
      })}
    </div>
  );
}
