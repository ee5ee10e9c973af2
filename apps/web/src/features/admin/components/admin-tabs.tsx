import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface AdminTab<K extends string> {
  key: K;
  label: string;
}

export interface AdminTabsProps<K extends string> {
  tabs: readonly AdminTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The id prefix the tab panels use: `${idPrefix}-${key}-panel`. */
  idPrefix: string;
}

/** The ARIA tabs pattern: one Tab stop, arrow keys (and Home/End) move between the tabs. */
export function AdminTabs<K extends string>({
  tabs,
  active,
  onChange,
  idPrefix,
}: AdminTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key === active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div
      role="tablist"
      // Six tabs are wider than a phone: the row scrolls sideways inside its pill instead of
      // widening the page.
      className="flex max-w-full gap-1 overflow-x-auto rounded-full border border-night-700 bg-night-900/80 p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.key}-tab`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-${tab.key}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={(event) => {
              onChange(tab.key);
              // Brings a tab half hidden at the edge of the scrolling row fully into view.
              event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
            }}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-11 shrink-0 rounded-full px-4 font-semibold whitespace-nowrap transition-colors sm:px-5',
              selected ? 'bg-gold-300 text-night-950' : 'text-star hover:bg-night-800',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
