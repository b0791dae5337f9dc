// Measures, while a toast is open on a phone, what is pinned on screen (a sticky or fixed header, and
// anything marked data-toast-keep-clear such as the draft room's turn bar) and places toasts clear of
// it (toastPlacement). Re-measured on resize and once a scroll has settled: never during a scroll's
// frames (issue 29 §4: no layout read per animation frame on a slow phone).
import { useLayoutEffect, useState } from 'react';
import { afterSettled } from './afterSettled';
import { KEEP_CLEAR_ATTRIBUTE, PHONE_TOAST_QUERY, phoneToastInset, type PinnedBand, type ToastInset } from './toastPlacement';

function pinnedBands(doc: Document): PinnedBand[] {
  const headers = [...doc.querySelectorAll('header')].filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position));
  const marked = [...doc.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)];
  return [...headers, ...marked].map((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  });
}

const same = (a: ToastInset | null, b: ToastInset | null) => a?.edge === b?.edge && a?.px === b?.px;

/** Null on wider screens (toasts keep their corner) or while no toast is open. */
export function usePhoneToastInset(active: boolean): ToastInset | null {
  const [inset, setInset] = useState<ToastInset | null>(null);
  useLayoutEffect(() => {
    if (!active) return undefined;
    const phone = window.matchMedia(PHONE_TOAST_QUERY);
    const measure = () => {
      const next = phone.matches ? phoneToastInset(pinnedBands(document), window.innerHeight) : null;
      setInset((current) => (same(current, next) ? current : next));
    };
    const settled = afterSettled(measure);
    measure();
    window.addEventListener('scroll', settled.poke, { passive: true });
    window.addEventListener('resize', settled.poke);
    phone.addEventListener('change', settled.poke);
    return () => {
      settled.cancel();
      window.removeEventListener('scroll', settled.poke);
      window.removeEventListener('resize', settled.poke);
      phone.removeEventListener('change', settled.poke);
    };
  }, [active]);
  return active ? inset : null;
}
