// Runs one of the data tools (POST /api/admin/{tool}) with its toasts.
import { toast, useRunCastToolMutation, type CastTool } from '@reality-draft/kit';
import { useCallback } from 'react';
import { toolFailureToast, toolSuccessToast, type CastToolSpec } from '../model/castTools';

export function useCastTool() {
  const [run, state] = useRunCastToolMutation();
  const runTool = useCallback(
    async (spec: CastToolSpec): Promise<boolean> => {
      const result = await run(spec.tool);
      toast(result.error || !result.data ? toolFailureToast(spec, result.error) : toolSuccessToast(spec, result.data));
      return !result.error;
    },
    [run],
  );
  /** The tool whose request is running, if any. */
  const running: CastTool | null = state.isLoading ? (state.originalArgs ?? null) : null;
  return { runTool, running };
}
