import { PushStream, Toaster } from '@reality-draft/kit/host';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { FocusOnNavigate } from './FocusOnNavigate';
import { ScrollToTop } from './ScrollToTop';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      {/* Server-sent change notices while someone is signed in (polling is the fallback). */}
      <PushStream />
      <BrowserRouter>
        <ScrollToTop />
        <FocusOnNavigate />
        <AppRoutes />
        <Toaster />
      </BrowserRouter>
    </Provider>
  );
}
