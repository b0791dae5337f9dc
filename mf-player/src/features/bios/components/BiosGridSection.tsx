// A show's cast on a bios page as one grid: its section, named for the show, with a card for each member.
import type { CastItem, ShowType } from '@reality-draft/events';
import { Fragment, type ReactNode } from 'react';
import { biosSection } from '../model/biosSection';
import type { CastQuery } from '../hooks/useBiosCast';
import { BioGrid } from './BioGrid';
import { CastSection } from './CastSection';

interface Props<T extends CastItem> {
  showType: ShowType;
  query: CastQuery<T>;
  /** A link beside the heading (e.g. to the show's own bios page). */
  action?: ReactNode;
  card: (item: T) => ReactNode;
}

export function BiosGridSection<T extends CastItem>({ showType, query, action, card }: Props<T>) {
  const { id, title, label } = biosSection(showType);
  return (
    <CastSection id={id} showType={showType} title={title} query={query} action={action}>
      {(items) => (
        <BioGrid label={label}>
          {items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </BioGrid>
      )}
    </CastSection>
  );
}
