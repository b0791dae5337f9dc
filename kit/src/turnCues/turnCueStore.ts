// The turn cue settings as the screens read them: one store per page over localStorage, told of changes
// made in this tab (the account menu) and in other tabs of the device (the storage event).
import { useSyncExternalStore } from 'react';
import { DEFAULT_TURN_CUES, readTurnCueSettings, TURN_CUES_KEY, withCue, type TurnCue, type TurnCueSettings } from './turnCueSettings';

const listeners = new Set<() => void>();
let current: TurnCueSettings | null = null;

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function getTurnCueSettings(): TurnCueSettings {
  if (current === null) {
    const store = storage();
    current = store ? readTurnCueSettings(store) : DEFAULT_TURN_CUES;
  }
  return current;
}

function save(next: TurnCueSettings) {
  current = next;
  try {
    storage()?.setItem(TURN_CUES_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage keeps the choice for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function setTurnCue(cue: TurnCue, on: boolean) {
  save(withCue(getTurnCueSettings(), cue, on));
}

export function markTurnAlertsAllowed() {
  save({ ...getTurnCueSettings(), allowed: true });
}

function onStorage(event: StorageEvent) {
  if (event.key !== TURN_CUES_KEY && event.key !== null) return;
  current = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function useTurnCueSettings(): TurnCueSettings {
  return useSyncExternalStore(subscribe, getTurnCueSettings, () => DEFAULT_TURN_CUES);
}
