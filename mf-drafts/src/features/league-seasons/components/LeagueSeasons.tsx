// The league's seasons on its page (docs/league.md#seasons): above the history, the season after this one
// (join it in one click, or go to it); then "League history": every season newest first with its champion
// and standings, and the record book; for the league's admin, once this season's draft is over and no next
// season exists, "Start next season". A league's first season, with nothing decided, says just that.
import type { DraftRoom, SeasonsAnswer } from '@reality-draft/events';
import { Button, SectionCard, ShowMoreButton, useShownPage } from '@reality-draft/kit';
import { CalendarPlus, Check, History } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LeagueReadStates } from '../../../components/LeagueReadStates';
import { useFocusOnClose } from '../../../hooks/useFocusOnClose';
import { useJoinedDraftIds, useLeagueSeasons } from '../hooks/useLeagueSeasons';
import { isFirstSeason, seasonNumberOf, seasonOffer, seasonsNewestFirst } from '../model/seasonView';
import { NextSeasonBanner } from './NextSeasonBanner';
import { NextSeasonForm, type NextSeasonStarted } from './NextSeasonForm';
import { RecordBook } from './RecordBook';
import { SeasonItem } from './SeasonItem';

/** The seasons listed before "Show more seasons". */
export const SEASONS_SHOWN = 4;

function SeasonList({ answer, draftId, myId, leagueAdmin }: { answer: SeasonsAnswer; draftId: string; myId: string | null; leagueAdmin: boolean }) {
  const shown = useShownPage(seasonsNewestFirst(answer.seasons), SEASONS_SHOWN);
  return (
    <>
      <ol aria-label="Seasons, newest first" className="space-y-3">
        {shown.items.map((season) => (
          <li key={season.draftId}>
            <SeasonItem
              season={season}
              current={season.draftId === draftId}
              canOpen={leagueAdmin || season.standings.some((standing) => standing.playerId === myId)}
              myId={myId}
            />
          </li>
        ))}
      </ol>
      <ShowMoreButton more={shown.more} noun="seasons" onShowMore={shown.showMore} />
    </>
  );
}

/** "Start next season" and its form, for the league's admin once this season's draft is over. */
function StartNextSeason({ room, seasonNumber }: { room: DraftRoom; seasonNumber: number }) {
  const [open, setOpen] = useState(false);
  const button = useFocusOnClose<HTMLButtonElement>(open);
  if (open) return <NextSeasonForm room={room} seasonNumber={seasonNumber} onCancel={() => setOpen(false)} />;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">The draft is over. Run the same league again next season: its players are invited to join in one click.</p>
      <Button ref={button} size="sm" className="shrink-0" onClick={() => setOpen(true)}>
        <CalendarPlus className="h-4 w-4" aria-hidden />
        Start next season
      </Button>
    </div>
  );
}

function SeasonsHistory({
  answer,
  room,
  myId,
  leagueAdmin,
  canStart,
}: {
  answer: SeasonsAnswer;
  room: DraftRoom;
  myId: string | null;
  leagueAdmin: boolean;
  canStart: boolean;
}) {
  const started = (useLocation().state as Partial<NextSeasonStarted> | null)?.nextSeasonStarted;
  const first = isFirstSeason(answer.seasons);
  return (
    <div className="space-y-4">
      {started && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {started}
        </p>
      )}
      {first && <p className="text-sm text-slate-600">This is the league’s first season. Its champion and records will be kept here, season after season.</p>}
      {canStart && <StartNextSeason room={room} seasonNumber={seasonNumberOf(answer.seasons, room.draft.id)} />}
      {!first && (
        <>
          <SeasonList answer={answer} draftId={room.draft.id} myId={myId} leagueAdmin={leagueAdmin} />
          <RecordBook records={answer.records} seasons={answer.seasons} />
        </>
      )}
    </div>
  );
}

export function LeagueSeasons({ room, myId, leagueAdmin }: { room: DraftRoom; myId: string | null; leagueAdmin: boolean }) {
  const { draft } = room;
  const playing = !leagueAdmin && room.participants.some((participant) => participant.playerId === myId);
  const read = useLeagueSeasons(draft.id);
  const joinedIds = useJoinedDraftIds(playing);
  const offer = read.answer
    ? seasonOffer({ answer: read.answer, draftId: draft.id, status: draft.status, leagueAdmin, playing, joinedIds })
    : { kind: 'none' as const };
  const number = read.answer ? seasonNumberOf(read.answer.seasons, draft.id) : 1;
  return (
    <>
      {(offer.kind === 'join' || offer.kind === 'go') && (
        <NextSeasonBanner key={offer.season.draftId} season={offer.season} kind={offer.kind} leagueAdmin={leagueAdmin} />
      )}
      <SectionCard
        icon={<History className="h-5 w-5" />}
        title="League history"
        description={
          read.answer && !isFirstSeason(read.answer.seasons)
            ? `Season ${number} of ${read.answer.seasons.length}: champions and records.`
            : 'Champions and records, season after season.'
        }
        bodyClassName="px-3 sm:px-6"
      >
        <LeagueReadStates
          read={read}
          refusedText="Only the players and admins of the league’s seasons can see its history."
          loading="Loading the league's history..."
          loadingClassName="py-6"
          failed="The league's history could not be loaded."
        >
          {(answer) => <SeasonsHistory answer={answer} room={room} myId={myId} leagueAdmin={leagueAdmin} canStart={offer.kind === 'start'} />}
        </LeagueReadStates>
      </SectionCard>
    </>
  );
}
