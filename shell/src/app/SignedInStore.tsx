// The Redux store and the push stream, for the signed-in screens only (loaded with them, in the
// signedInScreens chunk): the login page needs neither, so it loads no Redux. Remote screens render
// inside it and share the store through the react-redux singleton.
import { PushStream } from '@reality-draft/kit/host';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouteData } from '../features/route-data/components/RouteData';
import { store } from './store';

export function SignedInStore({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      {/* Server-sent change notices while someone is signed in (polling is the fallback). */}
      <PushStream />
      {/* Each page's first reads, started as it is navigated to, beside its remote's code. */}
      <RouteData />
      {children}
    </Provider>
  );
}
