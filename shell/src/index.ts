// The global stylesheet belongs to the entry, so the page's <head> links it (see kit's stylesheetRule).
import './styles.css';

import { sendFirstReads } from './features/route-data/api/sendFirstReads';

// The page's first API reads leave now, before the app's code arrives (issue 29, data before code).
try {
  sendFirstReads(window.location.pathname, window.localStorage);
} catch (error) {
  console.warn('[route-data] the first reads could not be sent early:', error);
}

// Async boundary: shared modules are negotiated before the app code runs.
void import('./bootstrap');
