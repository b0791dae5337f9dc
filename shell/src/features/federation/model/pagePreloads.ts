// The gateway's HTML preloads the files of its page's remote. A preload that failed (the remote was down
// when the page loaded) stays in the document's preload cache and answers the runtime's next request
// for the same file with the same failure, so an in-page "Try again" could never reach the remote once
// it is back: such a remote is retried by loading the page again.

/** Whether the page's HTML preloads a file beside `manifestUrl` (the remote's folder). */
export function preloadsRemote(manifestUrl: string, doc: Pick<Document, 'querySelectorAll'> = document): boolean {
  const folder = manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/');
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(folder));
}
