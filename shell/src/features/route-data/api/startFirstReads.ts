// What the page's inline script does as the HTML is parsed (the gateway inlines shell/src/firstReads.ts
// in every remote route's page): the reads show the log at least up to where the page was served (each
// names that position), then the page's first API reads leave, long before main.js and the files
// beside it have crossed a phone's link (issue 29, data before code). kit's held reads hand each answer
// to the screen's first request for it. Then the page's files are preloaded, behind the reads.
import { resumeFromPage } from '@reality-draft/kit/entry';
import { pagePosition } from '../model/pagePosition';
import { requestPagePreloads } from '../model/pagePreloads';
import { sendFirstReads } from './sendFirstReads';

/** The log position the page was served at, for this copy of kit (the inline script's, or the app's). */
export function resumeFromServedPosition(): void {
  resumeFromPage(pagePosition(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]));
}

export function startFirstReads(): void {
  resumeFromServedPosition();
  try {
    sendFirstReads(window.location.pathname, window.localStorage);
  } catch (error) {
    console.warn('[route-data] the first reads could not be sent early:', error);
  }
  requestPagePreloads(document);
}
