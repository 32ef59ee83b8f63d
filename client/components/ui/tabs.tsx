import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

/** The tab strip; it scrolls sideways where the tabs do not fit (a phone). */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('flex overflow-x-auto border-b border-slate-200 [scrollbar-width:thin]', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-slate-600 outline-none hover:text-primary focus-visible:bg-primary-soft data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary',
        className,
      )}
      {...props}
    />
  );
}

/** A panel; with `forceMount` it stays mounted (and keeps its state) while another tab shows. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('outline-none data-[state=inactive]:hidden', className)}
      {...props}
    />
  );
}
