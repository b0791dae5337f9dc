import { StrictMode, startTransition } from 'react';
import { getSession } from '@reality-draft/kit/host';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startFederation } from './features/federation/api/remoteRuntime';

startFederation();

// A signed-in page needs the signed-in screens' chunk, the store among them: it is asked for now, and
// the page's first API reads start as soon as it arrives, while React draws the frame and the page's
// remote loads (issue 29, data before code).
if (getSession().role !== 'anonymous') {
  import('./app/signedInScreens')
    .then(({ startRouteData }) => startRouteData(window.location.pathname))
    .catch((error) => console.warn('[route-data] the first reads could not be started:', error));
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree (a phone's CPU spent 300+ ms in one task here).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
