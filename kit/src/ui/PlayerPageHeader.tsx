// The title block of a player-area page: "Player Area" above the title, the page's own actions, then
// "Back to Dashboard".
import type { ReactNode } from 'react';
import { BackLink } from './BackLink';
import { PageHeader } from './PageHeader';

export function PlayerPageHeader({
  title,
  description,
  actions,
  eyebrow = 'Player Area',
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={title}
      description={description}
      actions={
        <>
          {actions}
          <BackLink />
        </>
      }
    />
  );
}
