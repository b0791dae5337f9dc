// Survivor castaways grouped by the cast's own tribes (season 49: Lavo, Nami, Hina), then anyone
// without a tribe. Each tribe gets a colour by its place in the cast's order.
import type { Contestant } from '@reality-draft/events';
import { groupByTribe } from '../model/tribeGroups';
import { BioGrid } from './BioGrid';
import { ContestantBioCard } from './ContestantBioCard';

const TRIBE_COLOURS = ['bg-orange-500', 'bg-sky-500', 'bg-emerald-500', 'bg-violet-500', 'bg-rose-500', 'bg-amber-500', 'bg-teal-500', 'bg-fuchsia-500'];

const slug = (key: string) => key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'tribe';

export function TribeSections({ castaways, watchedThrough }: { castaways: Contestant[]; watchedThrough?: number | null }) {
  return (
    <div className="space-y-8">
      {groupByTribe(castaways).map((group, index) => {
        const id = `tribe-${index + 1}-${slug(group.key)}`;
        const colour = group.tribe ? TRIBE_COLOURS[index % TRIBE_COLOURS.length] : 'bg-slate-400';
        return (
          <section key={group.key} aria-labelledby={id} className="space-y-3">
            <h3 id={id} className="flex flex-wrap items-center gap-x-2 text-lg font-semibold text-slate-900">
              <span aria-hidden className={`h-3 w-3 rounded-full ${colour}`} />
              <span className="min-w-0 break-words">{group.title}</span>
              <span className="text-sm font-normal text-slate-500">
                ({group.members.length} {group.members.length === 1 ? 'castaway' : 'castaways'})
              </span>
            </h3>
            <BioGrid label={group.title}>
              {group.members.map((castaway) => (
                <ContestantBioCard key={castaway.id} contestant={castaway} headingLevel={4} watchedThrough={watchedThrough} />
              ))}
            </BioGrid>
          </section>
        );
      })}
    </div>
  );
}
