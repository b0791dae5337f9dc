// Send, reset, finish and delete, each with the spec's toasts; each resolves true on success.
import type { AwardPoints, SendMiniGameRequest, SendSudokuRequest } from '@reality-draft/events';
import {
  toast,
  useDeleteMiniGameMutation,
  useFinishMiniGameMutation,
  useResetAttemptsMutation,
  useSendMiniGameMutation,
  useSendSudokuMutation,
} from '@reality-draft/kit';
import { deletedToast, failureToast, finishedToast, RESET_TOAST, sentToast } from '../model/miniGameToasts';

export function useSendGame() {
  const [sendGame, sending] = useSendMiniGameMutation();
  const [sendSudoku, sendingSudoku] = useSendSudokuMutation();
  const send = async (request: SendMiniGameRequest | SendSudokuRequest, title: string, draftLabel: string): Promise<boolean> => {
    const result = 'gameType' in request ? await sendGame(request) : await sendSudoku(request);
    toast(result.error ? failureToast('send', result.error) : sentToast(title, draftLabel));
    return !result.error;
  };
  return { send, isSending: sending.isLoading || sendingSudoku.isLoading };
}

export function useResetAttempts() {
  const [reset, state] = useResetAttemptsMutation();
  const run = async (): Promise<boolean> => {
    const result = await reset();
    toast(result.error ? failureToast('reset', result.error) : RESET_TOAST);
    return !result.error;
  };
  return { reset: run, isResetting: state.isLoading };
}

export function useFinishGame() {
  const [finish, state] = useFinishMiniGameMutation();
  const run = async (id: string, awardPoints: AwardPoints): Promise<boolean> => {
    const result = await finish({ id, awardPoints });
    toast(result.error ? failureToast('finish', result.error) : finishedToast(result.data.pointsAwarded.length));
    return !result.error;
  };
  return { finish: run, isFinishing: state.isLoading };
}

export function useDeleteGame() {
  const [remove, state] = useDeleteMiniGameMutation();
  const run = async (id: string, title: string): Promise<boolean> => {
    const result = await remove(id);
    toast(result.error ? failureToast('delete', result.error) : deletedToast(title));
    return !result.error;
  };
  return { remove: run, isDeleting: state.isLoading };
}
