// The banner on every signed-in player screen (issue 28 §1): each of the player's drafts that counts
// down to its start, has just started, puts them up next or on the clock, drawn into `container` (the
// band under the top navigation). Admins get none.
import { useSession } from '@reality-draft/kit/host';
import { useFollowedDrafts } from '../hooks/useFollowedDrafts';
import { usePlayerId } from '../hooks/usePlayerId';
import { FollowedDraft } from './FollowedDraft';

export function OnTheClock({ container }: { container: HTMLElement | null }) {
  const session = useSession();
  if (session.role !== 'player') return null;
  return <PlayerDrafts container={container} />;
}

function PlayerDrafts({ container }: { container: HTMLElement | null }) {
  const drafts = useFollowedDrafts();
  const playerId = usePlayerId();
  return drafts.map((draft) => <FollowedDraft key={draft.id} summary={draft} playerId={playerId} container={container} />);
}
