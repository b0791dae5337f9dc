// The turn cue's sound (docs/drafts.md#turn-cues), made in the page with the Web Audio API: nothing is
// downloaded. 'turn' is a rising two-note chime, 'hurry' (under 10 s left) three short higher beeps.
// The audio context is made on the first chime; a browser lets it sound only after the person has
// used the page (the 'Allow' button is such a use), so a chime that cannot sound now is dropped,
// never queued to sound later.
export type ChimeKind = 'turn' | 'hurry';

export const CHIMES: Record<ChimeKind, { notes: number[]; stepS: number }> = {
  turn: { notes: [660, 880], stepS: 0.18 },
  hurry: { notes: [988, 988, 988], stepS: 0.12 },
};

const RESUME_WAIT_MS = 300;
const PEAK_GAIN = 0.25;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

async function running(audio: AudioContext): Promise<boolean> {
  if (audio.state === 'running') return true;
  await Promise.race([audio.resume().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]);
  // Read again: resume() changed it meanwhile.
  return (audio.state as AudioContextState) === 'running';
}

export async function playChime(kind: ChimeKind): Promise<boolean> {
  const audio = audioContext();
  if (!audio || !(await running(audio))) return false;
  const { notes, stepS } = CHIMES[kind];
  notes.forEach((frequency, index) => {
    const start = audio.currentTime + index * stepS;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + stepS * 0.95);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + stepS);
  });
  return true;
}
