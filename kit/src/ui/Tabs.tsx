// Styled Radix Tabs: a scrollable pill list on phones, content panels below.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, fullWidth = false, ...rest }: ComponentProps<typeof TabsPrimitive.List> & { fullWidth?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cn(
        'gap-1 rounded-xl bg-slate-100 p-1',
        fullWidth ? 'grid w-full auto-cols-fr grid-flow-col' : 'flex w-full overflow-x-auto sm:inline-flex sm:w-auto',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-sm font-medium leading-tight text-slate-600 transition',
        'sm:flex-none sm:whitespace-nowrap sm:px-3',
        'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...rest} />;
}
