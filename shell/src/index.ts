// The global stylesheet belongs to the entry, so the page's <head> links it (see kit's stylesheetRule).
import './styles.css';

import { resumeFromPage } from '@reality-draft/kit/entry';
import { pagePosition } from './features/route-data/api/pagePosition';
import { sendFirstReads } from './features/route-data/api/sendFirstReads';

// The page's reads show the log at least up to where it was served (each names that position), and its
// push stream starts from there. Then its first API reads leave, before the app's code arrives (issue
// 29, data before code).
resumeFromPage(pagePosition(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]));
try {
  sendFirstReads(window.location.pathname, window.localStorage);
} catch (error) {
  console.warn('[route-data] the first reads could not be sent early:', error);
}

// Async boundary: shared modules are negotiated before the app code runs.
void import('./bootstrap');
