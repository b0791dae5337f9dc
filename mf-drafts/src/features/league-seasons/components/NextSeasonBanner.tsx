// On an earlier season's league page, the season after it: for a player of this season not yet in it, while
// its draft waits for players, "Season N is open: join in one click" and Join (the drafts list's join, POST
// /api/drafts/{id}/join: no code needed); for whoever is in it (the admin, a player who joined), the way there.
import { SHOW_NAMES } from '@reality-draft/events';
import { Button, buttonClasses, ErrorNotice, errorMessage, leaguePath, useJoinDraftMutation } from '@reality-draft/kit';
import { ArrowRight, CalendarPlus, UserRoundPlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { NumberedSeason } from '../model/seasonView';

function goTitle(season: NumberedSeason, leagueAdmin: boolean): string {
  if (!leagueAdmin) return `You're in Season ${season.number}`;
  if (season.status === 'pending') return `Season ${season.number} is open`;
  return season.status === 'active' ? `Season ${season.number} is drafting` : `Season ${season.number} is under way`;
}

export function NextSeasonBanner({ season, kind, leagueAdmin }: { season: NumberedSeason; kind: 'join' | 'go'; leagueAdmin: boolean }) {
  const titleId = useId();
  const [join, joining] = useJoinDraftMutation();
  const goLink = useRef<HTMLAnchorElement>(null);
  // Joined here: the way to the new season takes the focus the Join button had.
  const joinedHere = useRef(false);
  useEffect(() => {
    if (kind === 'go' && joinedHere.current) goLink.current?.focus();
  }, [kind]);
  const title = kind === 'join' ? `Season ${season.number} is open: join in one click` : goTitle(season, leagueAdmin);
  const about =
    kind === 'join'
      ? `${season.name} is back for another season of ${SHOW_NAMES[season.showType]}, and your seat in its draft is one click away.`
      : `${season.name}, ${SHOW_NAMES[season.showType]}: its league page has its draft, chat and standings.`;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <span aria-hidden className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 ring-1 ring-brand-200 sm:flex">
        <CalendarPlus className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">{about}</p>
        {joining.error ? (
          <ErrorNotice className="mt-2">{errorMessage(joining.error, 'You could not join the new season. Please try again.')}</ErrorNotice>
        ) : null}
      </div>
      {kind === 'join' ? (
        <Button
          className="w-full shrink-0 sm:w-auto"
          busy={joining.isLoading || joining.isSuccess}
          onClick={() => {
            joinedHere.current = true;
            void join(season.draftId);
          }}
        >
          {!(joining.isLoading || joining.isSuccess) && <UserRoundPlus className="h-4 w-4" aria-hidden />}
          Join Season {season.number}
        </Button>
      ) : (
        <Link ref={goLink} to={leaguePath(season.draftId)} className={buttonClasses({ className: 'w-full shrink-0 sm:w-auto' })}>
          Go to Season {season.number}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      )}
    </section>
  );
}
