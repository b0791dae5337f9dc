// The global stylesheet belongs to the entry, so the page's <head> links it (see kit's stylesheetRule).
import './styles.css';

import { readTokens } from '@reality-draft/kit/entry';

// A signed-in page's first API reads leave as soon as their small chunk arrives (the page's HTML
// preloads it beside this file), before the app's code (issue 29, data before code). The login page
// loads none of it.
const { adminToken, playerToken } = readTokens(window.localStorage);
if (adminToken || playerToken) {
  import('./features/route-data/api/sendFirstReads')
    .then(({ sendFirstReads }) => sendFirstReads(window.location.pathname, window.localStorage))
    .catch((error) => console.warn('[route-data] the first reads could not be sent early:', error));
}

// Async boundary: shared modules are negotiated before the app code runs.
void import('./bootstrap');
