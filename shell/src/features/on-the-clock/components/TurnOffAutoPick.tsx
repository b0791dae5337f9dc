// "Turn off": switches the player's auto-pick off for this draft (PUT /api/drafts/{id}/autopick).
import { errorMessage, toast, useSetAutoPickMutation } from '@reality-draft/kit/host';

export function TurnOffAutoPick({ draftId, className }: { draftId: string; className: string }) {
  const [setAutoPick, { isLoading }] = useSetAutoPickMutation();
  const turnOff = async () => {
    try {
      await setAutoPick({ draftId, on: false }).unwrap();
      toast({ title: 'Auto-pick is off', description: 'Your turns wait for you again.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Auto-pick is still on', description: errorMessage(error, 'Try again in a moment.') });
    }
  };
  return (
    <button type="button" className={className} disabled={isLoading} onClick={() => void turnOff()}>
      Turn off
    </button>
  );
}
