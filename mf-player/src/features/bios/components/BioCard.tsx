// The frame of every bios card: the member's photo (initials or the team's number, and 'Photo Coming
// Soon' on wider screens, when there is none), a line above the name, badges, and the facts below;
// on a phone the photo sits beside the text.
// A member out of the game is greyed, with the show's label (ELIMINATED, EVICTED, VOTED OUT) and,
// when known, when it went out ("Evicted in episode 3"); one out after what the player has watched
// shows "Out later in the season - tap to reveal" instead (the kit's guardedElimination).
import { Badge, CastPhoto, castOutLabel, castOutLine, cn, OutLaterReveal, useGuardedElimination } from '@reality-draft/kit';
import type { CastItem } from '@reality-draft/events';
import type { ReactNode } from 'react';

interface Props {
  member: CastItem;
  eyebrow: string;
  name: string;
  badges?: ReactNode;
  /** 3 under a page's sections, 4 under a section's groups (the Survivor tribes). */
  headingLevel?: 3 | 4;
  /** The player's spoiler guard for the member's show; null shows everything. */
  watchedThrough?: number | null;
  children?: ReactNode;
}

export function BioCard({ member, eyebrow, name, badges, headingLevel = 3, watchedThrough = null, children }: Props) {
  const { out, later, reveal } = useGuardedElimination(member.isActive, member.eliminatedIn, watchedThrough);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li
      className={cn('flex gap-4 overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-col sm:gap-0 sm:p-0', out && 'bg-slate-50')}
    >
      <CastPhoto
        member={member}
        size="large"
        comingSoon
        className={cn(
          'h-24 w-24 rounded-xl text-2xl [&_[data-caption]]:hidden',
          'sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none sm:text-5xl sm:[&_[data-caption]]:block',
          out && 'opacity-50 grayscale',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col sm:p-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium text-slate-500">
          {eyebrow}
          {out && (
            <Badge tone="danger" className="font-bold tracking-wide">
              {castOutLabel(member.showType)}
            </Badge>
          )}
        </p>
        <Heading className={cn('text-lg font-semibold leading-snug', out ? 'text-slate-500' : 'text-slate-900')}>{name}</Heading>
        {out && member.eliminatedIn !== null && <p className="text-sm font-medium text-rose-700">{castOutLine(member.showType, member.eliminatedIn)}</p>}
        {later && <OutLaterReveal name={name} onReveal={reveal} className="mt-1 self-start" />}
        {badges && <div className="mt-2 flex flex-wrap gap-1.5">{badges}</div>}
        {children}
      </div>
    </li>
  );
}

/** A card's facts (Age, Occupation, …), the ones it has. */
export function BioFacts({ facts }: { facts: [label: string, value: string | number | null | undefined][] }) {
  const known = facts.filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== undefined && String(fact[1]).trim() !== '');
  if (!known.length) return null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {known.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BioDescription({ text }: { text: string | null }) {
  if (!text?.trim()) return null;
  return <p className="mt-3 text-sm leading-relaxed text-slate-600">{text}</p>;
}
