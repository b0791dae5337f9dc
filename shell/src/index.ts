// The global stylesheet belongs to the entry, so the page's <head> links it (see kit's stylesheetRule).
import './styles.css';

import { resumeFromServedPosition } from './features/route-data/api/startFirstReads';

// The app's reads and its push stream start from where the page was served. Its first API reads have
// left already: the page's inline script sent them (firstReads.ts).
resumeFromServedPosition();

// Async boundary: shared modules are negotiated before the app code runs.
void import('./bootstrap');
