// The player's turn cues (docs/drafts.md#turn-cues), kept per device in localStorage: which cues are
// off (title, favicon, notification, sound) and whether the player allowed the notification and the
// sound from a button. Pure read/write rules; the stored text is untrusted (edited by hand, an older
// shape): anything unreadable gives the defaults, every cue on, nothing allowed yet.
import type { KeyValueStorage } from '../session/sessionStorage';

export const TURN_CUES_KEY = 'turnCues';

export const TURN_CUES = ['title', 'favicon', 'notification', 'sound'] as const;
export type TurnCue = (typeof TURN_CUES)[number];

export interface TurnCueSettings {
  /** The cues the player turned off on this device. */
  off: TurnCue[];
  /** The player pressed 'Allow notification and sound' on this device (never asked on load). */
  allowed: boolean;
}

export const DEFAULT_TURN_CUES: TurnCueSettings = { off: [], allowed: false };

const isTurnCue = (value: unknown): value is TurnCue => typeof value === 'string' && (TURN_CUES as readonly string[]).includes(value);

export function parseTurnCueSettings(raw: string | null): TurnCueSettings {
  if (!raw) return DEFAULT_TURN_CUES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_TURN_CUES;
  }
  if (!parsed || typeof parsed !== 'object') return DEFAULT_TURN_CUES;
  const { off, allowed } = parsed as Record<string, unknown>;
  const offCues = Array.isArray(off) ? TURN_CUES.filter((cue) => off.some((entry) => isTurnCue(entry) && entry === cue)) : [];
  return { off: offCues, allowed: allowed === true };
}

export function readTurnCueSettings(storage: Pick<KeyValueStorage, 'getItem'>): TurnCueSettings {
  try {
    return parseTurnCueSettings(storage.getItem(TURN_CUES_KEY));
  } catch {
    return DEFAULT_TURN_CUES;
  }
}

export function withCue(settings: TurnCueSettings, cue: TurnCue, on: boolean): TurnCueSettings {
  const off = TURN_CUES.filter((each) => (each === cue ? !on : settings.off.includes(each)));
  return { ...settings, off };
}

export const cueOn = (settings: TurnCueSettings, cue: TurnCue) => !settings.off.includes(cue);
