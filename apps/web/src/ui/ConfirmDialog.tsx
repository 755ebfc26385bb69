import { AlertDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../i18n';
import { buttonClass } from './Button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be undone (Radix AlertDialog: role alertdialog, focus on
 * Cancel and trapped; Escape cancels). Confirming closes it and runs `onConfirm`. Opened from
 * state rather than a Radix trigger, it returns focus itself to what had it when it opened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useRef<Element | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus.current instanceof HTMLElement && returnFocus.current.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type DeclineRequestDialogProps = Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>;

/** The one confirmation a host sees before declining a booking request, wherever they answer it. */
export function DeclineRequestDialog(props: DeclineRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      title={t('ui.declineRequest.title')}
      description={t('ui.declineRequest.text')}
      confirmLabel={t('ui.declineRequest.confirm')}
      cancelLabel={t('ui.declineRequest.keep')}
    />
  );
}
