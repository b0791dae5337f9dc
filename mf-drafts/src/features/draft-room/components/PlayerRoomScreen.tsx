// /player/draft/{id} (docs/drafts.md#player-room): the player's draft room. Push keeps it live; 1.5 s polling only
// while push is down. The countdown ticks every second on the server's clock.
import { maxPicks, type DraftDetail, type DraftRoom } from '@reality-draft/events';
import { api, Badge, DRAFT_STATUS_TONES, KEEP_CLEAR_OF_TOASTS, useWatchedThrough } from '@reality-draft/kit';
import { useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { chatRoomLines, type ChatRoomLine } from '../model/activityLines';
import { switchedOnByTimeouts } from '../model/autoPick';
import { draftProgress } from '../model/draftProgress';
import { participantById, participantName } from '../model/participants';
import type { RoomItem } from '../model/roomItems';
import { PLAYER_STATUS_LABELS } from '../model/roomStatus';
import { waitingStart } from '../model/startCountdown';
import { useDraftRoomData } from '../hooks/useDraftRoomData';
import { usePresence } from '../hooks/usePresence';
import { useMakePick } from '../hooks/useMakePick';
import { usePickQueue } from '../hooks/usePickQueue';
import { usePlayerId } from '../hooks/useSignedInIds';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { ActivityTicker } from './ActivityTicker';
import { AutoPickCard } from './AutoPickCard';
import { CurrentTurnCard } from './CurrentTurnCard';
import { DraftNotFound } from './DraftNotFound';
import { DraftProgressCard } from './DraftProgressCard';
import { DraftReplay } from './DraftReplay';
import { DraftStateCard } from './DraftStateCard';
import { FinishedPlayerRoom } from './FinishedPlayerRoom';
import { ParticipantsPanel } from './ParticipantsPanel';
import { PickQueuePanel } from './PickQueuePanel';
import { PlayerItemsPanel } from './PlayerItemsPanel';
import { RoomHeader } from './RoomHeader';
import { RoomViewTabs, type RoomView } from './RoomViewTabs';
import { RoomLoading } from './RoomLoading';
import { ScheduledStart } from './ScheduledStart';
import { StartCountdown } from './StartCountdown';
import { YourPicksCard } from './YourPicksCard';

export const PLAYER_ROOM_POLL_MS = 1500;

/** What the app puts in a live room beside the feature's own parts: the turn cues (docs/drafts.md#turn-cues). */
export type TurnCuesSlot = (draft: DraftDetail, myId: string | null) => ReactNode;

/** The league's chat the app puts in the room (docs/chat.md#where): beside it on a wide screen, in turn with it on a phone. */
export interface ChatSlot {
  /** The panel, given the room's own lines to show between the messages. */
  panel: (roomLines: readonly ChatRoomLine[]) => ReactNode;
  unread: number;
}

const WIDE = '(min-width: 1024px)';

export function PlayerRoomScreen({ turnCues, chat }: { turnCues?: TurnCuesSlot; chat?: ChatSlot }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { room, gone, items, itemsLoading } = useDraftRoomData(id, PLAYER_ROOM_POLL_MS, { includePicked: true });
  const myId = usePlayerId();

  function backToDashboard() {
    // The player's drafts, the public drafts and the player's picks are read afresh.
    dispatch(api.util.invalidateTags(['Drafts', 'Picks']));
    void navigate('/player/dashboard');
  }

  if (room.isLoading) return <RoomLoading />;
  // A deleted draft (or one that is no longer the player's) closes the room, even with data cached.
  if (gone || !room.data) return <DraftNotFound backLabel="Back to Dashboard" onBack={backToDashboard} />;
  return <PlayerRoom data={room.data} items={items} itemsLoading={itemsLoading} myId={myId} turnCues={turnCues} chat={chat} />;
}

/**
 * Wide screens: the turn and the progress side by side, then the grid beside the player's picks, queue
 * and the participants. A phone stacks it for picking: the player's picks before the grid, and the
 * Current Turn card, compact, kept in view at the bottom of the screen (last in the stack, sticky).
 */
function PlayerRoom({
  data,
  items,
  itemsLoading,
  myId,
  turnCues,
  chat,
}: {
  data: DraftRoom;
  items: RoomItem[];
  itemsLoading: boolean;
  myId: string | null;
  turnCues?: TurnCuesSlot;
  chat?: ChatSlot;
}) {
  const { draft, participants, picks } = data;
  const picking = useMakePick(draft);
  const queueOpen = draft.status !== 'completed' && participants.some((person) => person.id === myId);
  const queue = usePickQueue(draft.id, queueOpen);
  const progress = draftProgress(draft, participants.length);
  const pickerName = (playerId: string) => participantName(participantById(participants, playerId));
  const live = draft.status === 'active' && draft.currentTurn !== null;
  const waiting = waitingStart(draft);
  const me = queueOpen ? participantById(participants, myId) : undefined;
  const yourPicks = useRef<HTMLElement>(null);
  const turn = useRef<HTMLElement>(null);
  const present = usePresence(draft.id, draft.status === 'completed');
  const watchedThrough = useWatchedThrough(draft.showType);
  const wide = useMediaQuery(WIDE);
  const [view, setView] = useState<RoomView>('room');
  const chatOnly = chat !== undefined && !wide && view === 'chat';
  const chatPanel = chat?.panel(chatRoomLines(data.activity ?? [], pickerName));
  // Focus never falls to the page: to the player's picks once the pick lands, else to the turn. The
  // page stays where it is (issue 19 §7): moving focus does not scroll.
  const afterPick = (landed: boolean) => (landed ? yourPicks.current : (turn.current ?? yourPicks.current))?.focus({ preventScroll: true });
  // A finished draft shows its board and recap instead of cards to pick from (issue 19 §5).
  if (draft.status === 'completed') return <FinishedPlayerRoom data={data} myId={myId} chat={chatPanel} />;
  const turnSection = live && (
    <section
      ref={turn}
      tabIndex={-1}
      aria-label="Current Turn"
      {...KEEP_CLEAR_OF_TOASTS}
      className="sticky bottom-3 z-30 order-last rounded-2xl shadow-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 lg:bottom-auto lg:top-20 lg:order-none lg:col-span-2 lg:self-start"
    >
      <CurrentTurnCard draft={draft} participants={participants} myId={myId} totalPicks={maxPicks(participants.length)} />
    </section>
  );
  const header = (
    <div className="lg:col-span-3">
      <RoomHeader draft={draft} badges={<Badge tone={DRAFT_STATUS_TONES[draft.status]}>{PLAYER_STATUS_LABELS[draft.status]}</Badge>} />
      {chat && !wide && <RoomViewTabs view={view} unread={chat.unread} onChange={setView} />}
    </div>
  );
  // On a phone with the chat chosen: the chat, and still the turn on the clock.
  if (chatOnly)
    return (
      <div className="flex flex-col gap-4">
        {turnCues?.(draft, myId)}
        {header}
        {chatPanel}
        {turnSection}
      </div>
    );

  return (
    // Whatever gets focus scrolls clear of the sticky top bar and, on a phone, of the turn card.
    <div className="flex flex-col gap-4 sm:gap-6 lg:grid lg:grid-cols-3 [&_*]:scroll-mb-36 [&_*]:scroll-mt-36 md:[&_*]:scroll-mt-24 lg:[&_*]:scroll-mb-6">
      {turnCues?.(draft, myId)}
      {header}
      {live ? (
        turnSection
      ) : (
        <div className="lg:col-span-2">
          {waiting === 'countdown' ? (
            <StartCountdown draft={draft} viewer="player" />
          ) : waiting === 'schedule' ? (
            <ScheduledStart draft={draft} viewer="player" />
          ) : (
            <DraftStateCard draft={draft} />
          )}
        </div>
      )}
      <div className="order-5 lg:order-none">
        <DraftProgressCard progress={progress} />
      </div>
      <div className="order-2 lg:order-none lg:col-span-2">
        <PlayerItemsPanel
          draft={draft}
          myId={myId}
          items={items}
          loading={itemsLoading}
          picking={picking}
          queue={queueOpen ? queue : null}
          pickerName={pickerName}
          watchedThrough={watchedThrough}
          onPicked={afterPick}
        />
      </div>
      <div className="contents lg:block lg:space-y-6">
        {me && (
          <AutoPickCard draftId={draft.id} on={me.autoPick} byTimeouts={switchedOnByTimeouts(data.activity ?? [], myId)} className="order-1 lg:order-none" />
        )}
        <YourPicksCard ref={yourPicks} picks={picks.filter((pick) => pick.playerId === myId)} className="order-1 lg:order-none" />
        <ActivityTicker
          draftId={draft.id}
          activity={data.activity ?? []}
          participants={participants}
          watchedThrough={watchedThrough}
          className="order-1 lg:order-none"
        />
        {wide && chatPanel}
        {queueOpen && (
          <div className="order-3 lg:order-none">
            <PickQueuePanel showType={draft.showType} items={items} queue={queue} watchedThrough={watchedThrough} />
          </div>
        )}
        <div className="order-4 lg:order-none">
          <ParticipantsPanel
            participants={participants}
            currentPlayerId={draft.status === 'active' ? draft.currentPlayerId : null}
            myId={myId}
            showPicks
            present={present}
          />
        </div>
      </div>
      <DraftReplay draft={draft} participants={participants} viewerId={myId} className="order-6 lg:order-none lg:col-span-3" />
    </div>
  );
}
