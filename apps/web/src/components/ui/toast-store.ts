import { TOAST } from '@starmatch/contracts/constants';
import type { ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

export interface ToasterToast extends Omit<ToastProps, 'title'> {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
  /**
   * The toast announces the navigation that follows it ('Account deleted', then the home page):
   * it belongs to the page it leads to, not the one that raised it.
   */
  followsNavigation?: boolean;
}

export interface ToastState {
  toasts: ToasterToast[];
}

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

type Listener = (state: ToastState) => void;

let count = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let memoryState: ToastState = { toasts: [] };

function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

// A dismissed toast stays mounted (closed) until the removal delay passes, so
// its exit animation and Radix's focus return can finish.
function scheduleRemoval(toastId: string): void {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatch({ type: 'remove', toastId });
  }, TOAST.removeDelayMs);
  removalTimers.set(toastId, timer);
}

export function toastReducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST.limit) };
    case 'update':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

function dispatch(action: Action): void {
  if (action.type === 'dismiss') {
    for (const t of memoryState.toasts) {
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
    }
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export type ToastInput = Omit<ToasterToast, 'id'>;

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
}

export function toast(input: ToastInput): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id });
  const update = (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } });
  dispatch({
    type: 'add',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'dismiss', toastId });
}

/** Drops every toast at once, open or closing, with its pending removal. */
export function removeAllToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  dispatch({ type: 'remove' });
}

export function getToastState(): ToastState {
  return memoryState;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
