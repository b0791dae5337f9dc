// Which remotes have a screen on the page now: each mounted RemoteRoute counts for its remote.
const shown = new Map<string, number>();

/** Counts a screen of `remote` as shown; the returned function (idempotent) counts it off. */
export function showRemote(remote: string): () => void {
  shown.set(remote, (shown.get(remote) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (shown.get(remote) ?? 1) - 1;
    if (left > 0) shown.set(remote, left);
    else shown.delete(remote);
  };
}

export function isRemoteShown(remote: string): boolean {
  return shown.has(remote);
}
