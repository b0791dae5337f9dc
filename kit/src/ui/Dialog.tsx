// The kit's modal dialog (DialogPanel). Dialogs are controlled and draw nothing while closed, so Radix
// Dialog with its focus trap, scroll lock and aria-hidden (~80 KiB of source) loads when one first
// opens, not with the login page. Once opened, the panel stays mounted and animates as before.
import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './DialogPanel';

export type { DialogProps };

const DialogPanel = lazy(() => import('./DialogPanel').then((module) => ({ default: module.DialogPanel })));

export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
