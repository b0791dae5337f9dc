// The app's toasts (ToastList). Radix Toast and its dismissable layer load with the first toast, not
// with the login page; toasts raised meanwhile wait in the store and show once it has arrived.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from './toast';

const ToastList = lazy(() => import('./ToastList').then((module) => ({ default: module.ToastList })));

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  const [shown, setShown] = useState(toasts.length > 0);
  if (toasts.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
