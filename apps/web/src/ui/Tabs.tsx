import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

interface TabsProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  tabs: ReadonlyArray<{ value: T; label: ReactNode }>;
  children: ReactNode;
}

/** Tab list with arrow-key navigation (Radix); panels are `TabPanel`s. */
export function Tabs<T extends string>({ value, onValueChange, label, tabs, children }: TabsProps<T>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as T)}>
      <RadixTabs.List aria-label={label} className="mb-5 flex border-b border-line">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px flex-1 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-brand-500 data-[state=active]:text-ink"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className="focus:outline-none">
      {children}
    </RadixTabs.Content>
  );
}
