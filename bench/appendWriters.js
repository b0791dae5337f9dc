// The append workload two benches share: `appends` appends with an exact expected version over
// `streams` streams, `concurrency` writers at a time, each append of `batch` events. No two of our
// writers hold one stream at once, so no append is refused: what is measured is the store.

/**
 * Runs the workload on `store` (streams named `${prefix}-<n>`): its wall time in seconds and each
 * append's latency in ms.
 */
async function runAppendWriters(store, { appends, streams, concurrency, batch = 1, prefix = 'draft' }) {
  const versions = new Map(); // stream → version, or undefined while one of our writers holds it
  const latencies = [];
  let issued = 0;
  const claim = async (stream) => {
    while (versions.has(stream) && versions.get(stream) === undefined) await new Promise((resolve) => setImmediate(resolve));
    const version = versions.get(stream) ?? 'no-stream';
    versions.set(stream, undefined);
    return version;
  };
  const writer = async () => {
    while (issued < appends) {
      const pick = issued++;
      const stream = `${prefix}-${pick % streams}`;
      const expected = await claim(stream);
      const started = performance.now();
      const events = Array.from({ length: batch }, (_, k) => ({ type: 'PickMade', data: { pickNumber: pick * batch + k, contestantId: `c-${pick}-${k}` } }));
      const { version } = await store.append(stream, events, expected);
      latencies.push(performance.now() - started);
      versions.set(stream, version);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, writer));
  return { seconds: (performance.now() - started) / 1000, latencies };
}

module.exports = { runAppendWriters };
