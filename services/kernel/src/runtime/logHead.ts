/**
 * The log's head as a request that arrives now must count it, read as seldom as that allows: a
 * position within the last head read needs no read (a head never goes back); one beyond it waits for
 * a read begun after it was asked for (a write answered before the request is counted), one read at
 * a time, shared by every request that asked during the read before it.
 */
export function logHeadReader(readHead: () => Promise<number>): (position: number) => Promise<number> {
  let known = 0;
  let reading: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const read = (): Promise<number> => {
    const started = readHead().then((head) => (known = Math.max(known, head)));
    reading = started;
    const done = () => {
      if (reading === started) reading = undefined;
    };
    started.then(done, done);
    return started;
  };
  return (position) => {
    if (position <= known) return Promise.resolve(known);
    if (!reading) return read();
    queued ??= reading
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return read();
      });
    return queued;
  };
}
