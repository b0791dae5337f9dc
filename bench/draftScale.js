/**
 * How cost grows with the number of open drafts (issue 22, item 4): the paced pick workload (every
 * draft picks about every 5 s) on PGlite at 10, 100 and 1,000 open drafts of 8 seats, every seat
 * holding its own push stream (80 / 800 / 8,000 streams on one gateway process), each size on a
 * freshly started app. One table, a row per size: pick p50/p99, pick -> notice on the other 7
 * streams p50/p99, server memory per open stream (RSS and V8 heap, after opening minus before),
 * server CPU per pick over the paced window (all of it, and above the server's CPU when idle with every
 * stream open, measured for 5 s before), the server's peak RSS, and the bench client's CPU.
 * The streams only record their notices (no room refetch): this measures the pick and the fan-out.
 * Accounts: 8 seats per account across 8 drafts (the server's limit of 8 streams per person), so
 * 1,000 drafts register 1,000 players, not 8,000.
 * SCALE_PORT (default 8180) is the app's port, SCALE_PORT + 1300 its /metrics port.
 * Options: --sizes=10,100,1000 (a size may name its own paces, windows played one after the other on
 * the same app: 1000@50/5 is 1,000 drafts picking every ~50 s, as many picks per second as 100 drafts
 * at 5 s, to tell the cost of open streams from that of throughput, then every ~5 s) --window=30 (seconds of the paced window) --think=5 (seconds between a
 * draft's picks, ±50%) --cpu-prof=DIR (the server runs under node --cpu-prof, one profile per size).
 */
const { scaleRun } = require('./draftLoad/scaleRun');
const { ms, summarize } = require('./stats');
const { now } = require('./draftLoad/client');

const PORT = Number(process.env.SCALE_PORT ?? 8180);
const METRICS_PORT = PORT + 1300;
const DEFAULTS = { sizes: [10, 100, 1000], windowMs: 30_000, thinkMs: 5_000 };

const int = (n) => Math.round(n).toLocaleString('en-US');
const mib = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 2 ** 20).toFixed(0)} MiB`);
const kib = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
const p50p99 = (values) => (values.length ? `${ms(summarize(values).p50)} / ${ms(summarize(values).p99)}` : 'none');
const row = (cells) => `| ${cells.join(' | ')} |`;

function scaleTable(runs, { thinkMs, windowMs }) {
  const lines = [
    `Paced picks on PGlite: every draft picks every ~${thinkMs / 1000} s (±50%) for ${windowMs / 1000} s (a slower pace: 1.5 times its pace, so that every draft picks); 8 seats per draft, each seat its own push stream; one gateway process, a fresh app per size. Client and server share this machine.`,
    '',
    row([
      'open drafts (push streams)',
      'picks',
      'pick p50 / p99',
      'pick → notice on the other 7 streams p50 / p99',
      'server memory per open stream, RSS / heap',
      'server CPU per pick (all; above idle)',
      'server CPU idle, streams open',
      'server peak RSS',
      'bench client CPU (share of all CPU used)',
    ]),
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    const picks = run.recorder.pickLatencies.length;
    const share = run.clientCpuMs / (run.clientCpuMs + run.serverCpuMs);
    lines.push(
      row([
        `${int(run.drafts)} (${int(run.streams)})${run.thinkMs === thinkMs ? '' : `, picking every ~${run.thinkMs / 1000} s`}`,
        int(picks),
        p50p99(run.recorder.pickLatencies),
        p50p99(run.notices.latencies),
        `${kib(run.rssPerStream)} / ${kib(run.heapPerStream)}`,
        picks ? `${(run.serverCpuMs / picks).toFixed(2)} ms; ${((run.serverCpuMs - run.idleCpuShare * run.seconds * 1000) / picks).toFixed(2)} ms` : 'n/a',
        `${(run.idleCpuShare * 100).toFixed(1)}% of a core`,
        mib(run.peakRss),
        `${((run.clientCpuMs / run.seconds / 1000) * 100).toFixed(0)}% of a core (${(share * 100).toFixed(0)}%)`,
      ]),
    );
  }
  const problems = runs.flatMap((run) => {
    const found = [];
    if (run.recorder.refusedPicks.length) found.push(`${run.recorder.refusedPicks.length} refused picks (first: ${run.recorder.refusedPicks[0]})`);
    if (run.notices.missing) found.push(`${run.notices.missing} notices never arrived`);
    if (run.broken) found.push(`${run.broken} push streams broke`);
    if (run.retriedReads) found.push(`${run.retriedReads} room reads retried after a failed connection`);
    return found.map((problem) => `${run.drafts} drafts every ~${run.thinkMs / 1000} s: ${problem}`);
  });
  if (problems.length) lines.push('', `Note: ${problems.join('; ')}.`);
  return lines.join('\n');
}

async function draftScale(options = {}) {
  const settings = { ...DEFAULTS, ...options };
  const started = now();
  const runs = [];
  for (const size of settings.sizes) {
    const [drafts, paceList] = String(size).split('@');
    const paces = paceList ? paceList.split('/').map((seconds) => Number(seconds) * 1000) : [settings.thinkMs];
    const log = (message) => process.stderr.write(`[scale, ${drafts} drafts, ${((now() - started) / 1000).toFixed(1)} s] ${message}\n`);
    runs.push(...(await scaleRun({ ...settings, drafts: Number(drafts), paces, port: PORT, metricsPort: METRICS_PORT, log })));
    log(`done:\n${scaleTable(runs, settings)}`); // the rows so far, should a long run be stopped
  }
  return scaleTable(runs, settings);
}

function optionsFromArgs(args) {
  const value = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const options = {};
  if (value('sizes')) options.sizes = value('sizes').split(',');
  if (value('window')) options.windowMs = Number(value('window')) * 1000;
  if (value('think')) options.thinkMs = Number(value('think')) * 1000;
  if (value('cpu-prof')) options.cpuProfDir = value('cpu-prof');
  return options;
}

module.exports = { draftScale };
if (require.main === module) {
  draftScale(optionsFromArgs(process.argv.slice(2)))
    .then((table) => console.log(table))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
