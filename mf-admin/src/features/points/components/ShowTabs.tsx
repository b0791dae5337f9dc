// The show-type tabs (docs/scoring.md#points-dialog): Amazing Race, Big Brother, Survivor. The chosen show is shared by
// the 'Configure Points' and 'Point Totals' tabs, so switching between them keeps the show.
import { ShowIcon, Tabs, TabsContent, TabsList, TabsTrigger } from '@reality-draft/kit';
import { SHOW_NAMES, SHOW_TYPES, type ShowType } from '@reality-draft/events';
import type { ReactNode } from 'react';

export function ShowTabs({
  show,
  onShowChange,
  label,
  children,
}: {
  show: ShowType;
  onShowChange: (show: ShowType) => void;
  label: string;
  children: (show: ShowType) => ReactNode;
}) {
  return (
    <Tabs value={show} onValueChange={(value) => onShowChange(value as ShowType)}>
      <TabsList aria-label={label} fullWidth className="sm:inline-grid sm:w-auto">
        {SHOW_TYPES.map((showType) => (
          <TabsTrigger key={showType} value={showType}>
            <ShowIcon showType={showType} className="hidden h-4 w-4 sm:block" />
            {SHOW_NAMES[showType]}
          </TabsTrigger>
        ))}
      </TabsList>
      {SHOW_TYPES.map((showType) => (
        <TabsContent key={showType} value={showType}>
          {show === showType && children(showType)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
