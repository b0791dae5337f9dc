import { useLayoutEffect, useRef, type HTMLAttributes, type RefObject } from 'react';

/** How long after a wheel turn, drag or key the scrolls it sets off are the person's (a wheel glides on). */
const GESTURE_SCROLL_MS = 1_000;

/**
 * Keeps a sideways-scrolling table on its latest column: it opens there, and while that column is in
 * view it stays so when the table is resized or grows a column. Once the person scrolls back, it stays
 * where they put it until they scroll to the end again.
 *
 * Only the person's own scrolls decide that: a resize (a phone turned, a screenshot of the whole page)
 * fires scroll events too, the browser clamping the position, and those must not stop the following.
 */
export function useFollowsLatestColumn(
  columns: number,
): { ref: RefObject<HTMLDivElement | null> } & Pick<
  HTMLAttributes<HTMLDivElement>,
  'onScroll' | 'onWheel' | 'onPointerDown' | 'onPointerMove' | 'onTouchMove' | 'onKeyDown'
> {
  const ref = useRef<HTMLDivElement>(null);
  const atLatest = useRef(true);
  const gestureAt = useRef(Number.NEGATIVE_INFINITY);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollLeft = element.scrollWidth;
    atLatest.current = true;
    const follow = new ResizeObserver(() => {
      if (atLatest.current) element.scrollLeft = element.scrollWidth;
    });
    follow.observe(element);
    return () => follow.disconnect();
  }, [columns]);
  const onGesture = () => {
    gestureAt.current = performance.now();
  };
  return {
    ref,
    onScroll: () => {
      const element = ref.current;
      if (!element || performance.now() - gestureAt.current > GESTURE_SCROLL_MS) return;
      atLatest.current = element.scrollLeft >= element.scrollWidth - element.clientWidth - 4;
    },
    onWheel: onGesture,
    onPointerDown: onGesture,
    onPointerMove: (event) => event.buttons !== 0 && onGesture(),
    onTouchMove: onGesture,
    onKeyDown: onGesture,
  };
}
