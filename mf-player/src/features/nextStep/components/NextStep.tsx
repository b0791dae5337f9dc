// The dashboard's 'Up next' card, from the player's drafts and mini-games (both kept fresh by push).
import { useDraftListPolling, usePlayerMiniGameList, useUserDraftsQuery } from '@reality-draft/kit';
import { nextStep } from '../model/nextStep';
import { NextStepCard } from './NextStepCard';

/** `joinCardId`: the element id of the 'Join a Draft' card, where a newcomer is sent. */
export function NextStep({ joinCardId }: { joinCardId: string }) {
  const pollingInterval = useDraftListPolling();
  // Only the data: a refetch's isFetching flips do not re-render the card.
  const { data: drafts } = useUserDraftsQuery(undefined, { pollingInterval, selectFromResult: ({ data }) => ({ data }) });
  const { data: games } = usePlayerMiniGameList();
  const step = nextStep(drafts, games);
  return step ? <NextStepCard step={step} joinCardId={joinCardId} /> : null;
}
