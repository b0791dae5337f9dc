/** The drafts bench's markdown tables. */
const { ms, summarize } = require('../stats');

const STORES = { pglite: 'PGlite, embedded', postgres: 'PostgreSQL server' };
const int = (n) => Math.round(n).toLocaleString('en-US');
const row = (cells) => `| ${cells.join(' | ')} |`;
const latency = (name, values) => {
  if (values.length === 0) return row([name, 'none', '', '']);
  const s = summarize(values);
  return row([name, ms(s.p50), ms(s.p99), int(s.count)]);
};
const p50p99 = (values) => (values.length ? `${ms(summarize(values).p50)} / ${ms(summarize(values).p99)}` : 'none');

function problems(run, { perDraft }) {
  const found = [];
  const fast = run.fast ?? { recorder: { pickLatencies: [], seenLatencies: [], errors: 0, refusedPicks: [], staleAnswers: 0 }, notices: { missing: 0 } };
  const unseen = fast.recorder.pickLatencies.length * (perDraft - 1) - fast.recorder.seenLatencies.length;
  if (unseen > 0) found.push(`${int(unseen)} picks not yet shown in another player's room a minute after the last pick`);
  const { 401: logins, 409: joins } = run.setupRetries;
  if (logins) found.push(`${logins} logins refused (401) although their registration had answered, accepted when retried`);
  if (joins) found.push(`${joins} joins refused (409, the server's own retries used up by joins racing), accepted when retried`);
  const { errors, refusedPicks, staleAnswers } = fast.recorder;
  if (refusedPicks.length) found.push(`${refusedPicks.length} refused picks (first: ${refusedPicks[0]})`);
  if (staleAnswers) found.push(`${staleAnswers} pick answers whose room did not show the pick yet`);
  if (errors) found.push(`${errors} failed room refetches`);
  if (fast.notices.missing) found.push(`${fast.notices.missing} notices never arrived`);
  if (run.brokenStreams) found.push(`${run.brokenStreams} push streams broke`);
  if (run.load) {
    const { push, pushNotices } = run.load;
    const polling = run.load.polling ?? { recorder: { refusedPicks: [], errors: 0 } };
    const refused = push.recorder.refusedPicks.length + polling.recorder.refusedPicks.length;
    if (refused) found.push(`${refused} refused picks in the request-load windows`);
    if (pushNotices.missing) found.push(`${pushNotices.missing} notices never arrived in the push window`);
    if (push.recorder.errors + polling.recorder.errors)
      found.push(`${push.recorder.errors + polling.recorder.errors} failed room GETs in the request-load windows`);
  }
  return found;
}

function latencyTable(results, stores) {
  const { drafts, perDraft } = results.settings;
  const lines = [row([`drafts latency: ${drafts} drafts at once × ${perDraft} players`, 'p50', 'p99', 'samples']), '|---|---|---|---|'];
  const three = (phase, recorder, notices) => [
    latency(`${phase}: pick, POST /api/drafts/{id}/pick`, recorder.pickLatencies),
    latency(`${phase}: pick sent → \`change\` notice on each other player's stream`, notices.latencies),
    latency(`${phase}: pick sent → shown in each other player's room (the change applied, or notice + GET)`, recorder.seenLatencies),
  ];
  for (const store of stores) {
    const run = results[store];
    if (typeof run === 'string') lines.push(row([`flat out, ${STORES[store]}`, run, '', '']));
    else if (run.fast) lines.push(...three(`flat out, ${STORES[store]}`, run.fast.recorder, run.fast.notices));
  }
  const load = results.pglite?.load;
  if (load) {
    lines.push(...three(`paced, ${STORES.pglite}`, load.push.recorder, load.pushNotices));
    if (load.polling)
      lines.push(latency(`paced, ${STORES.pglite}, spec polling every 1.5 s instead: pick sent → a poll shows it`, load.polling.recorder.seenLatencies));
  }
  return lines;
}

/** Requests the bench sent per pick made (the picks and every room read), and the room reads among them. */
function perPick(recorder) {
  const picks = recorder.pickLatencies.length;
  if (!recorder.requests || picks === 0) return 'n/a';
  const roomReads = Object.entries(recorder.requests.byKind)
    .filter(([kind]) => kind.startsWith('GET /api/drafts/{id}'))
    .reduce((sum, [, count]) => sum + count, 0);
  return `${(recorder.requests.total / picks).toFixed(2)} (${(roomReads / picks).toFixed(2)})`;
}

function throughputTable(results, stores) {
  const lines = [
    row([
      'drafts: sustained throughput',
      'picks/s',
      'run',
      'server CPU per pick (user + system)',
      'requests per pick (of them room reads)',
      'setup (register, sign in, create, join, start, open streams)',
    ]),
    '|---|---|---|---|---|---|',
  ];
  for (const store of stores.filter((name) => typeof results[name] !== 'string' && results[name].fast)) {
    const { fast, setupSeconds } = results[store];
    const runSeconds = (fast.recorder.lastAnsweredAt - fast.recorder.firstSentAt) / 1000;
    const cpu = fast.recorder.serverCpuMs == null ? 'n/a' : `${(fast.recorder.serverCpuMs / fast.recorder.pickLatencies.length).toFixed(2)} ms`;
    lines.push(row([STORES[store], fast.picksPerSecond.toFixed(1), `${runSeconds.toFixed(1)} s`, cpu, perPick(fast.recorder), `${setupSeconds.toFixed(1)} s`]));
  }
  return lines;
}

function loadTable(load) {
  const { thinkSeconds, rooms, push, polling } = load;
  const picks = (recorder) => recorder.pickLatencies.length;
  const measured = ({ counts, seconds, recorder }) => [
    `${seconds} s`,
    int(counts.total),
    (counts.total / seconds).toFixed(1),
    int(picks(recorder)),
    p50p99(recorder.seenLatencies),
  ];
  const cpu = load.serverCpuMs == null ? '' : `; server CPU ${(load.serverCpuMs / 1000).toFixed(1)} s over the paced windows`;
  if (!polling) return [row([`request load, push (${rooms} rooms, picks every ~${thinkSeconds} s${cpu})`, ...measured(push)])];
  const nominal = polling.nominalRoomGetsPerSecond + picks(polling.recorder) / polling.seconds;
  return [
    row([
      `request load: ${rooms} open rooms, a live session, each draft picking every ~${thinkSeconds} s (PGlite)`,
      'window',
      'requests',
      'per second',
      'picks',
      'pick seen by the other players p50 / p99',
    ]),
    '|---|---|---|---|---|---|',
    row(['push: each room applies the change a `change` notice carries (GET /api/drafts/{id} only on a gap) (measured)', ...measured(push)]),
    row(['spec polling alone: each room GETs /api/drafts/{id} every 1.5 s (measured)', ...measured(polling)]),
    row([`spec polling at its nominal rate (computed: ${rooms} rooms / 1.5 s + the picks)`, '', '', nominal.toFixed(1), '', '']),
  ];
}

function draftTables(results) {
  const stores = Object.keys(STORES);
  const { drafts, perDraft, castSize } = results.settings;
  const first = typeof results.pglite === 'string' ? results.postgres : results.pglite;
  const seatsEach = (drafts * perDraft) / first.playerAccounts;
  const accounts = `${int(first.playerAccounts)} player accounts, ${seatsEach === 1 ? 'one seat each' : `each seated in ${+seatsEach.toFixed(1)} drafts`}`;
  const lines = [
    `Drafts bench: ${drafts} Big Brother drafts (cast of ${castSize}, turn limit 600 s) × ${perDraft} seats, ${accounts}; every seat holds its own push stream (${int(first.streams)} streams) and ${results.settings.refetchOnly ? 'reads the room again on each notice of a newer version (--refetch-only: the changes notices carry are ignored, as before issue 22)' : 'applies the change each notice carries to the room it holds, reading the room again only on a gap or a notice without a change'}. Client and server share this machine.`,
    '',
    `Flat out: in every draft the next player picks as soon as the previous pick is answered, until all ${int(drafts * perDraft * 3)} picks are made.` +
      (first.load ? ` Paced: each draft picks every ~${first.load.thinkSeconds} s (±50%), a live session's pace.` : ''),
    '',
    ...latencyTable(results, stores),
    '',
    ...throughputTable(results, stores),
  ];
  if (first.load) {
    lines.push('', ...loadTable(first.load));
    lines.push(
      '',
      "Requests counted by the bench, the server's only client. The push streams (one long-lived GET /api/push per room) were opened before the window and are not counted; heartbeats are not requests. " +
        'The push "notice" latency matches each notice to its pick by log position (read from the event log after the run).',
    );
  }
  const issues = stores
    .filter((store) => typeof results[store] !== 'string')
    .flatMap((store) => problems(results[store], results.settings).map((p) => `${STORES[store]}: ${p}`));
  if (issues.length) lines.push('', `Note: ${issues.join('; ')}.`);
  return lines.join('\n');
}

module.exports = { draftTables };
