// /league/{id} (docs/chat.md#where, docs/league.md, beyond the spec): a league's own page, for its players and
// its admin: who goes home (predictions), replacement picks and trades once the draft is over, the recap of every scored
// week or episode, the league's rules, its chat, and the ways to its room, its results and its standings.
// Wide: those cards beside the chat; a phone: stacked.
import { draftLabel, type DraftRoom } from '@reality-draft/events';
import { buttonClasses, draftResultsPath, draftRoomPath, draftStandingsPath, PageHeader, useDraftRoomQuery, useSession } from '@reality-draft/kit';
import { DoorOpen, Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DraftNotFound } from '../features/draft-room/components/DraftNotFound';
import { RoomLoading } from '../features/draft-room/components/RoomLoading';
import { useAdminId, usePlayerId } from '../features/draft-room/hooks/useSignedInIds';
import { chatRoomLines } from '../features/draft-room/model/activityLines';
import { participantById, participantFirstName, participantName, participantsInOrder } from '../features/draft-room/model/participants';
import { currentRosters } from '../features/draft-room/model/rosters';
import { ChatPanel } from '../features/league-chat/components/ChatPanel';
import { useLeagueChat } from '../features/league-chat/hooks/useLeagueChat';
import { PredictionsCard, type PredictionsViewer } from '../features/league-predictions/components/PredictionsCard';
import { RecapsCard } from '../features/league-recaps/components/RecapsCard';
import { ReplacementsCard } from '../features/league-replacements/components/ReplacementsCard';
import { LeagueRulesCard } from '../features/league-rules/components/LeagueRulesCard';
import { LeagueSeasons } from '../features/league-seasons/components/LeagueSeasons';
import { TradesCard, type TradeLeague } from '../features/league-trades/components/TradesCard';
import { scoped } from './scoped';

const LINK = buttonClasses({ size: 'sm', variant: 'outline' });

function League({ room, myId, leagueAdmin }: { room: DraftRoom; myId: string | null; leagueAdmin: boolean }) {
  const { draft } = room;
  const chat = useLeagueChat(draft.id, myId);
  const playing = !leagueAdmin && room.participants.some((participant) => participant.playerId === myId);
  const viewer: PredictionsViewer = leagueAdmin ? 'leagueAdmin' : playing ? 'player' : 'other';
  // The trade form's players and what each holds now: the room's picks with its roster moves applied.
  const tradeLeague = useMemo<TradeLeague>(
    () => ({
      players: participantsInOrder(room.participants).map((person) => ({
        id: person.id,
        name: participantName(person),
        firstName: participantFirstName(person),
      })),
      rosters: currentRosters(room.picks, room.rosterMoves ?? []),
    }),
    [room.participants, room.picks, room.rosterMoves],
  );
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeader
        eyebrow="League"
        title={draftLabel(draft)}
        description={`${room.participants.length} player${room.participants.length === 1 ? '' : 's'} · predict, catch up and talk between episodes`}
        actions={
          <>
            <Link to={draftRoomPath(leagueAdmin ? 'admin' : 'player', draft.id)} className={LINK}>
              <DoorOpen className="h-4 w-4" aria-hidden />
              Draft Room
            </Link>
            <Link to={draft.status === 'completed' ? draftResultsPath(draft.id) : draftStandingsPath(draft.id)} className={LINK}>
              <Trophy className="h-4 w-4" aria-hidden />
              {draft.status === 'completed' ? 'Results' : 'Standings'}
            </Link>
          </>
        }
      />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-12 lg:items-start">
        <div className="min-w-0 space-y-4 sm:space-y-6 lg:col-span-7">
          <LeagueSeasons room={room} myId={myId} leagueAdmin={leagueAdmin} />
          <PredictionsCard draftId={draft.id} viewer={viewer} myId={myId} />
          {/* Replacements open once the draft is over; nobody but the league's players and admin may read them. */}
          {draft.status === 'completed' && viewer !== 'other' && <ReplacementsCard draftId={draft.id} showType={draft.showType} viewer={viewer} />}
          {/* Trades too: between the league's players, its admin watching (and vetoing). */}
          {draft.status === 'completed' && viewer !== 'other' && (
            <TradesCard draftId={draft.id} showType={draft.showType} league={tradeLeague} viewer={viewer} myId={myId} />
          )}
          <RecapsCard draftId={draft.id} showType={draft.showType} myId={myId} />
          <LeagueRulesCard draftId={draft.id} leagueAdmin={leagueAdmin} />
        </div>
        <ChatPanel
          draftId={draft.id}
          myId={myId}
          leagueAdmin={leagueAdmin}
          chat={chat}
          roomLines={chatRoomLines(room.activity ?? [], (playerId) => participantName(participantById(room.participants, playerId)))}
          className="min-w-0 lg:col-span-5"
        />
      </div>
    </div>
  );
}

function LeaguePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const playerId = usePlayerId();
  const adminId = useAdminId();
  const room = useDraftRoomQuery(id);
  const home = session.role === 'player' ? { label: 'Back to Dashboard', to: '/player/dashboard' } : { label: 'Back to Drafts', to: '/drafts' };
  if (room.isLoading) return <RoomLoading />;
  if (!room.data) return <DraftNotFound backLabel={home.label} onBack={() => void navigate(home.to)} />;
  const myId = session.role === 'player' ? playerId : adminId;
  return <League room={room.data} myId={myId} leagueAdmin={session.role === 'admin' && room.data.draft.adminId === adminId} />;
}

export default scoped(LeaguePage);
