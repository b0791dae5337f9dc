import { Toaster } from '@reality-draft/kit/host';
import { BrowserRouter } from 'react-router-dom';
import { ServiceWorkerRegistration } from '../features/offline/components/ServiceWorkerRegistration';
import { ServiceWorkerLinks } from '../features/web-push/components/ServiceWorkerLinks';
import { AppRoutes } from './AppRoutes';
import { FocusOnNavigate } from './FocusOnNavigate';
import { ScrollToTop } from './ScrollToTop';

// The Redux store and the push stream come with the signed-in frame (SignedInStore, in AppLayout).
export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <FocusOnNavigate />
      <ServiceWorkerRegistration />
      <ServiceWorkerLinks />
      <AppRoutes />
      <Toaster />
    </BrowserRouter>
  );
}
