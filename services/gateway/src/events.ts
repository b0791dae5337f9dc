import { once } from 'node:events';
import { AppError, logAsServicesSeeIt, openStorage, storageConfigFromEnv } from '@reality-draft/kernel';
import { parseEventsArgs, printEvents, type LineWriter } from './eventLog/printEvents';

const USAGE = `Usage: npm run events -- [--stream <id>] [--type <EventType>] [--after <position>] [--follow]
Prints the event log as NDJSON, oldest first, one event a line: { position, streamId, version, type,
at, data }, as GET /api/admin/events answers it. --follow goes on with each new event (Ctrl-C stops).
It opens the storage npm start uses (DATA_DIR, DATABASE_URL, EVENT_STORE...). PGlite is single-process:
stop the app first, as for npm run replay; on PostgreSQL (DATABASE_URL) it runs beside the app.`;

const toStdout: LineWriter = async (lines) => {
  if (lines.length && !process.stdout.write(lines.map((text) => `${text}\n`).join(''))) await once(process.stdout, 'drain');
};

/** `npm run events` (scripts/events.js): an operator reads, and follows, what the app replays. */
async function main(args: string[]): Promise<number> {
  const request = parseEventsArgs(args);
  if (!request) {
    console.error(USAGE);
    return 2;
  }
  const storage = await openStorage(storageConfigFromEnv());
  // Following, the process lives until a signal (the store's own poll timer does not hold it open).
  const alive = request.follow ? setInterval(() => undefined, 1 << 30) : undefined;
  const stopped = new Promise<void>((resolve) => ['SIGINT', 'SIGTERM'].forEach((signal) => process.once(signal, () => resolve())));
  try {
    // As services read it: an erased person's fields show as [erased].
    await printEvents(logAsServicesSeeIt(storage).events, request, toStdout, stopped);
    return 0;
  } finally {
    clearInterval(alive);
    await storage.close();
  }
}

// `npm run events | head`: the reader went away, which ends the listing, not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => process.exit(err.code === 'EPIPE' ? 0 : 1));

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    // A refused argument (AppError: 400) is the person's to mend: its message and exit code 2.
    console.error(err instanceof Error ? err.message : err);
    process.exit(err instanceof AppError ? 2 : 1);
  },
);
