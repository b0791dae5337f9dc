// The shown part of a long list and the press that shows the next page.
import { useState } from 'react';
import { nextShown, shownPage } from './shownPage';

export function useShownPage<T>(items: readonly T[], pageSize: number) {
  const [shown, setShown] = useState(pageSize);
  return { ...shownPage(items, shown), showMore: () => setShown((current) => nextShown(current, items.length, pageSize)) };
}
