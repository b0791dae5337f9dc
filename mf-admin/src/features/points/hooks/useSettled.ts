// A form's request, once the form has stayed the same for a moment: previews ask the server after the last change.
import { useEffect, useState } from 'react';

export const PREVIEW_AFTER_MS = 250;

/** The value, once it has stayed the same for a moment (`key` stands for the value: a new object each render). */
export function useSettled<T>(value: T, key: string): T {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ key, value }), PREVIEW_AFTER_MS);
    return () => clearTimeout(timer);
    // The key stands for the value (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled.value;
}
