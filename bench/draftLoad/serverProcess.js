/**
 * What the bench reads of the server process from outside: its memory from /proc/<pid>/status
 * (Linux) and its V8 heap from its own Prometheus /metrics (prom-client's default Node series).
 */
const { readFileSync } = require('node:fs');

/** VmRSS and VmHWM (peak RSS) in bytes; nulls where /proc is not there. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { rss: kib('VmRSS'), peakRss: kib('VmHWM') };
  } catch {
    return { rss: null, peakRss: null };
  }
}

/** The V8 heap in use (bytes), as the process's /metrics says; null when it cannot be read. */
async function heapUsed(metricsUrl) {
  try {
    const text = await (await fetch(metricsUrl)).text();
    return Number(/^\S*nodejs_heap_size_used_bytes\s+(\S+)/m.exec(text)?.[1] ?? NaN) || null;
  } catch {
    return null;
  }
}

module.exports = { memoryOf, heapUsed };
