import { TOAST } from '@starmatch/contracts/constants';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { useToastsOfThePage } from './toasts-of-the-page';
import { useToast } from './use-toast';

export function Toaster() {
  const { toasts } = useToast();
  useToastsOfThePage(toasts);
  return (
    <ToastProvider
      duration={TOAST.defaultDurationMs}
      swipeThreshold={TOAST.swipeThresholdPx}
      swipeDirection="right"
      label="Notification"
    >
      {toasts.map(({ id, title, description, action, followsNavigation: _, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid min-w-0 gap-1 py-1.5">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[TOAST.hotkey]} label={`Notifications (${TOAST.hotkey})`} />
    </ToastProvider>
  );
}
