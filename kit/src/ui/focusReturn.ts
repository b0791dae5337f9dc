// Where focus goes when a dialog closes: back to the element that had it when the dialog opened.
// Radix only returns focus to a Dialog.Trigger, and controlled dialogs opened from a table row or a
// menu have none.
export interface Focusable {
  focus(): void;
  readonly isConnected: boolean;
}

function isFocusable(value: unknown): value is Focusable {
  return typeof value === 'object' && value !== null && 'focus' in value && typeof value.focus === 'function' && 'isConnected' in value;
}

export function createFocusReturn() {
  let target: Focusable | null = null;
  return {
    /** Call as the dialog opens, with document.activeElement. */
    remember(element: unknown): void {
      target = isFocusable(element) ? element : null;
    },
    /** Call as the dialog closes; an element that has left the page is skipped. */
    restore(): void {
      const element = target;
      target = null;
      if (element?.isConnected) element.focus();
    },
  };
}
