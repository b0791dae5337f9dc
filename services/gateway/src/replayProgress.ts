import type { CatchUpProgress } from '@reality-draft/kernel';

const BAR_WIDTH = 30;
const LOG_EVERY_MS = 5000;
const REDRAW_EVERY_MS = 200;

export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** Seconds as '42 s' or '3 min 05 s'. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * One line of a catch-up's progress: events applied, the share of the log behind (by position:
 * positions are not dense, so the share and the ETA are estimates), the rate and the time left.
 */
export function progressLine(progress: CatchUpProgress, elapsedMs: number, memory?: Pick<NodeJS.MemoryUsage, 'rss' | 'heapUsed' | 'external'>): string {
  const span = progress.head - progress.from;
  const share = span > 0 ? Math.min(1, (progress.position - progress.from) / span) : 1;
  const filled = Math.round(share * BAR_WIDTH);
  const rate = elapsedMs > 0 ? (progress.applied * 1000) / elapsedMs : 0;
  const eta = progress.done ? 'done' : share > 0 ? `ETA ${formatSeconds(((elapsedMs / 1000) * (1 - share)) / share)}` : 'ETA ?';
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`;
  const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
  const rss = memory ? `, RSS ${mib(memory.rss)} MiB (JS heap ${mib(memory.heapUsed)}, external ${mib(memory.external)})` : '';
  return `${bar} ${(share * 100).toFixed(0).padStart(3)}% ${progress.applied.toLocaleString('en')} events, ${Math.round(rate).toLocaleString('en')} events/s${rss}, ${eta}`;
}

/** Reports a catch-up on `output`: a line redrawn in place on a terminal, else a line every few seconds; with the process's memory. */
export function progressReporter(
  output: ProgressOutput,
  now: () => number = Date.now,
  memory: () => Pick<NodeJS.MemoryUsage, 'rss' | 'heapUsed' | 'external'> = process.memoryUsage,
): (progress: CatchUpProgress) => void {
  const started = now();
  let shownAt = -Infinity;
  return (progress) => {
    const at = now();
    if (!progress.done && at - shownAt < (output.isTTY ? REDRAW_EVERY_MS : LOG_EVERY_MS)) return;
    shownAt = at;
    const line = progressLine(progress, at - started, memory());
    output.write(output.isTTY ? `\r\x1b[2K${line}${progress.done ? '\n' : ''}` : `${line}\n`);
  };
}
