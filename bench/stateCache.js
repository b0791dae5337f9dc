/**
 * A command on a long stream, with and without the folded state cached (issue 22): handleCommand on
 * PGlite (in memory, this process) against one stream of N events, once as a cold read (a decider
 * object of its own each time, so nothing is cached: the whole stream read and folded, as before the
 * cache) and once with the cache (only the events since read), alternately, so both see the same load.
 * `node bench/stateCache.js [--events=24,200,1000] [--commands=200]`; services/kernel built first.
 */
const { SqlEventStore, openPgliteClient, handleCommand } = require('../services/kernel/dist/index.js');
const { runMain } = require('./runMain');

/** A counter stream: each command adds one event; its state is the count and the last few values. */
const counter = {
  initialState: () => ({ count: 0, last: [] }),
  evolve: (state, event) => ({ count: state.count + 1, last: [...state.last.slice(-4), event.data.n] }),
  decide: (command, state) => [{ type: 'Counted', data: { n: state.count + 1, note: command.note } }],
};

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

async function timeCommands(store, stream, commands, deciderFor) {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < commands; i += 1) await handleCommand(store, stream, deciderFor(), { note: `command ${i}` });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs: wallMs / commands, cpuMs: (user + system) / 1000 / commands };
}

async function main() {
  const sizes = arg('events', '24,200,1000').split(',').map(Number);
  const commands = Number(arg('commands', 200));
  const store = await SqlEventStore.open(await openPgliteClient());
  const rows = ['| stream length (events) | cold read: ms per command (CPU) | cached: ms per command (CPU) |', '|---|---|---|'];
  for (const size of sizes) {
    const stream = `bench-${size}`;
    for (let done = 0; done < size; done += 500) {
      const batch = Array.from({ length: Math.min(500, size - done) }, (_, i) => ({ type: 'Counted', data: { n: done + i + 1, note: 'seed' } }));
      await store.append(stream, batch, done === 0 ? 'no-stream' : done);
    }
    const cold = { wallMs: 0, cpuMs: 0 };
    const cached = { wallMs: 0, cpuMs: 0 };
    const rounds = 4; // alternate, a quarter of the commands each time
    for (let round = 0; round < rounds; round += 1) {
      const c = await timeCommands(store, stream, commands / rounds, () => ({ ...counter }));
      const w = await timeCommands(store, stream, commands / rounds, () => counter);
      for (const key of ['wallMs', 'cpuMs']) {
        cold[key] += c[key] / rounds;
        cached[key] += w[key] / rounds;
      }
    }
    rows.push(`| ${size}+ | ${cold.wallMs.toFixed(2)} ms (${cold.cpuMs.toFixed(2)}) | ${cached.wallMs.toFixed(2)} ms (${cached.cpuMs.toFixed(2)}) |`);
    console.error(rows.at(-1));
  }
  await store.close();
  console.log(`handleCommand on PGlite, ${commands} commands per stream length, each appending one event\n\n${rows.join('\n')}`);
}

runMain(main);
