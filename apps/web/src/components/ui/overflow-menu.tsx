import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type OverflowMenuItem = {
  label: string;
  /** Red text, for the items that end something (Unmatch, Block). */
  destructive?: boolean;
} & ({ onSelect: () => void; to?: never } | { to: string; onSelect?: never });

export interface OverflowMenuProps {
  /** The button's accessible name, e.g. 'More options for Hemi Walker'. */
  label: string;
  items: readonly OverflowMenuItem[];
  className?: string;
  /** Classes for the round '…' button, e.g. to lay it over a photo. */
  buttonClassName?: string;
  /** Which edge of the button the menu lines up with; 'end' (right) unless told. */
  align?: 'start' | 'end';
}

const itemClass =
  'flex min-h-11 w-full items-center rounded-xl px-4 text-left font-semibold whitespace-nowrap ' +
  'hover:bg-night-800 focus-visible:bg-night-800 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-[-2px] focus-visible:outline-gold-200';

/**
 * A '…' button that opens a short menu: arrow keys move between the items, Escape or Tab closes
 * it (Escape hands focus back to the button), and a tap anywhere else closes it too.
 */
export function OverflowMenu({
  label,
  items,
  className,
  buttonClassName,
  align = 'end',
}: OverflowMenuProps) {
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Near the bottom of the screen (the last match row, above the tab bar) the menu opens upwards,
  // so every item stays on screen.
  useLayoutEffect(() => {
    if (!open) {
      setAbove(false);
      return;
    }
    const button = buttonRef.current?.getBoundingClientRect();
    const menu = menuRef.current?.getBoundingClientRect();
    if (!button || !menu) return;
    const bottomBar = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect();
    const limit = Math.min(window.innerHeight, bottomBar?.top ?? Number.POSITIVE_INFINITY);
    setAbove(button.bottom + menu.height + 8 > limit && button.top - menu.height - 8 >= 0);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          ⋯
        </span>
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute z-30 flex min-w-40 flex-col rounded-2xl border border-night-600',
            above ? 'bottom-full mb-1' : 'top-full mt-1',
            'bg-night-900 p-1 shadow-xl shadow-black/40',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item) =>
            item.to !== undefined ? (
              <Link
                key={item.label}
                role="menuitem"
                to={item.to}
                tabIndex={-1}
                className={cn(itemClass, 'text-star')}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cn(itemClass, item.destructive ? 'text-rose-300' : 'text-star')}
                onClick={() => {
                  setOpen(false);
                  // A dialog the item opens hands focus back to where it was: the button, as
                  // this item is about to go.
                  buttonRef.current?.focus();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
