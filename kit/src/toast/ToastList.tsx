// Renders the toast store with Radix Toast: swipe right (threshold 50) to dismiss, F8 focuses the
// notifications region, destructive variant for failures. Loaded with the first toast (Toaster). On a
// phone they sit clear of what is pinned on screen (usePhoneToastInset).
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CheckCircle2, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../ui/cn';
import { toastStore } from './toast';
import { TOAST_DURATION, type ToastItem } from './toastStore';
import { usePhoneToastInset } from './usePhoneToastInset';

function ToastView({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  const Icon = destructive ? TriangleAlert : CheckCircle2;
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration}
      onOpenChange={(open) => !open && toastStore.dismiss(item.id)}
      data-testid="toast"
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
        destructive ? 'border-rose-700 bg-rose-600 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 h-5 w-5 shrink-0', destructive ? 'text-white' : 'text-emerald-600')} />
      <div className="min-w-0 flex-1 space-y-1">
        {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
        {item.description && (
          <ToastPrimitive.Description className={cn('select-text break-words text-sm', destructive ? 'text-rose-50' : 'text-slate-600')}>
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn(
          'absolute right-2 top-2 rounded-md p-1 opacity-70 transition hover:opacity-100 focus:opacity-100 focus:outline-none focus:ring-2',
          destructive ? 'text-white focus:ring-white/60' : 'text-slate-500 focus:ring-brand-500',
        )}
      >
        <X className="h-4 w-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export function ToastList() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  // On a phone: clear of the pinned navigation and turn bar (issue 19 §7); else the bottom-right corner.
  const inset = usePhoneToastInset(toasts.some((item) => item.open));
  const placed = inset && (inset.edge === 'top' ? { top: inset.px, bottom: 'auto' } : { bottom: inset.px, top: 'auto' });
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        style={placed ? { ...placed, paddingTop: 0, paddingBottom: 0 } : undefined}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4 sm:max-w-sm sm:p-0"
      />
    </ToastPrimitive.Provider>
  );
}
