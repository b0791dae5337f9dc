// The app-wide toast API. kit is a Module Federation singleton, so every remote calls the same store
// that the shell's <Toaster /> renders.
import { createToastStore, type ToastInput } from './toastStore';

export const toastStore = createToastStore();

export function toast(input: ToastInput) {
  return toastStore.show(input);
}

export const dismissToast = (id?: string) => toastStore.dismiss(id);
