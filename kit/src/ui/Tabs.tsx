// Tabs (WAI-ARIA tabs pattern): a scrollable pill list on phones, content panels below. Written here
// rather than taken from Radix, whose tabs bring ~50 KiB of collection, roving-focus and presence code
// to the login page. The same props and markup as Radix Tabs: role tablist/tab/tabpanel, aria-selected,
// aria-controls, data-state="active|inactive"; arrow keys, Home and End move between tabs, and select
// the focused tab unless activationMode is 'manual' (then Enter or Space does); only the selected
// panel is rendered.
import { createContext, useCallback, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from './cn';

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  baseId: string;
  activationMode: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: 'automatic' | 'manual';
}

export function Tabs({ value, defaultValue, onValueChange, activationMode = 'automatic', ...rest }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      if (next !== current) onValueChange?.(next);
    },
    [current, onValueChange, value],
  );
  return (
    <TabsContext.Provider value={{ value: current, select, baseId, activationMode }}>
      <div data-orientation="horizontal" {...rest} />
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End: focus moves to another tab of the list (wrapping around at either end). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): HTMLButtonElement | null {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  const step = keys[event.key];
  if (!step) return null;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || !tabs.length) return null;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next.focus();
  return next;
}

export function TabsList({ className, fullWidth = false, onKeyDown, ...rest }: ComponentProps<'div'> & { fullWidth?: boolean }) {
  const { select, activationMode } = useTabs('TabsList');
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'gap-1 rounded-xl bg-slate-100 p-1',
        fullWidth ? 'grid w-full auto-cols-fr grid-flow-col' : 'flex w-full overflow-x-auto sm:inline-flex sm:w-auto',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const focused = moveFocus(event);
        const value = focused?.dataset.value;
        if (value !== undefined && activationMode === 'automatic') select(value);
      }}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, value, onClick, ...rest }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const { value: current, select, baseId } = useTabs('TabsTrigger');
  const active = current === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-value={value}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-sm font-medium leading-tight text-slate-600 transition',
        'sm:flex-none sm:whitespace-nowrap sm:px-3',
        'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...rest}
    />
  );
}

export function TabsContent({ className, value, ...rest }: ComponentProps<'div'> & { value: string }) {
  const { value: current, baseId } = useTabs('TabsContent');
  if (current !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...rest}
    />
  );
}
