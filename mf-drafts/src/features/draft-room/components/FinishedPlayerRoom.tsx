// The player room once the draft is complete (issue 19 §5): the room's header over the board and
// recap, in place of the cards to pick from (so no Pick button is left that can do nothing).
import type { DraftRoom } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { Badge, DRAFT_STATUS_TONES } from '@reality-draft/kit';
import { PLAYER_STATUS_LABELS } from '../model/roomStatus';
import { DraftEndView } from './DraftEndView';
import { RoomHeader } from './RoomHeader';

export function FinishedPlayerRoom({ data, myId, chat }: { data: DraftRoom; myId: string | null; chat?: ReactNode }) {
  const { draft } = data;
  return (
    <div className="space-y-4 sm:space-y-6">
      <RoomHeader draft={draft} badges={<Badge tone={DRAFT_STATUS_TONES[draft.status]}>{PLAYER_STATUS_LABELS[draft.status]}</Badge>} />
      <DraftEndView room={data} viewerId={myId} replay />
      {chat}
    </div>
  );
}
