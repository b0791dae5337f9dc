// 'Error Loading Contestants' with the server's message (docs/player-area.md#bios-states), once each time a list fails to load.
import { errorMessage, toast } from '@reality-draft/kit';
import { useEffect, useRef } from 'react';
import { BIOS_TEXTS } from '../model/biosState';

export function useLoadErrorToast(failed: boolean, error: unknown) {
  const message = useRef('');
  message.current = errorMessage(error, BIOS_TEXTS.unableText);
  useEffect(() => {
    if (failed) toast({ title: BIOS_TEXTS.errorTitle, description: message.current, variant: 'destructive' });
  }, [failed]);
}
