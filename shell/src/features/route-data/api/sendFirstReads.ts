// The page's first reads as plain requests, sent by the shell's entry before any other code arrives
// (issue 29, data before code): with the registry inlined and the remote preloaded, the data now
// travels beside the code. kit's API client takes each answer when the screen's hooks ask
// (startReads, then the screen); what an answer leads to (readsAfter) is sent as it lands.
import { chooseToken, readSession, readTokens, sendEarlyRead, type KeyValueStorage } from '@reality-draft/kit/entry';
import { readUrl } from '../model/readUrls';
import { readsAfter, routeReads, viewerOf, type RouteRead } from '../model/routeReads';

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Sends the first reads of the page at `pathname` for whoever `storage` says is signed in (none when no one is). */
export function sendFirstReads(pathname: string, storage: KeyValueStorage): void {
  const viewer = viewerOf(readSession(storage));
  if (!viewer) return;
  const tokens = readTokens(storage);
  // A read the page sent at once may follow from an answer too (a seat's items): sent once, as the app
  // may have taken the first already.
  const sent = new Set<string>();
  const send = (read: RouteRead) => {
    const url = readUrl(read);
    if (sent.has(url)) return;
    sent.add(url);
    // The "who am I" reads send the session's own token (their argument), the others the one the path prefers.
    const token = read.name === 'adminMe' || read.name === 'playerMe' ? (read.arg ?? null) : chooseToken(url, tokens);
    sendEarlyRead(url, token)
      .then((answer) => {
        if (answer.status === 200) readsAfter(read, parsed(answer.text), viewer).forEach(send);
      })
      // A failed read is the screen's to show when it asks; an answer of an unexpected shape leads nowhere.
      .catch(() => undefined);
  };
  routeReads(pathname, viewer).forEach(send);
}
