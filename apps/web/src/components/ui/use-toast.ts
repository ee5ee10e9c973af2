import { useSyncExternalStore } from 'react';
import {
  dismissToast,
  getToastState,
  subscribeToasts,
  type ToastState,
  toast,
} from './toast-store';

export { toast } from './toast-store';

export interface UseToastResult extends ToastState {
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

export function useToast(): UseToastResult {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getToastState);
  return { ...state, toast, dismiss: dismissToast };
}
