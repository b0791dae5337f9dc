/** Percentiles of a list of durations in milliseconds. */
function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function summarize(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

/** The value at fraction q (0 to 1) of the sorted values, by the lower index. */
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

const ms = (value) => `${value.toFixed(2)} ms`;

async function time(fn) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

module.exports = { summarize, quantile, ms, time };
