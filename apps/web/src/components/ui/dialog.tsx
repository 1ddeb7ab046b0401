import { XIcon } from 'lucide-react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';

import { Button, buttonStyles } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { cn } from '@/utils/cn';

export interface DialogProps {
  open: boolean;
  /** Called for Escape, a click on the overlay and the close button; not while `dismissible` is false. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The element focused on open; the first focusable one otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while an action runs, so the dialog cannot be closed half way. */
  dismissible?: boolean;
  /** Shows an × button in the corner. */
  showCloseButton?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The toasts sit above every dialog: a click on one must neither close the dialog nor be lost. */
const inToast = (target: EventTarget | null) =>
  target instanceof Element && target.closest('.Toastify') !== null;

/**
 * A modal dialog (Radix): labelled by its title, focus moved in and kept in while open, the page
 * behind hidden from assistive technology and not scrollable, Escape and the overlay close it,
 * and focus returns to the opener afterwards. Rendered above the page but below the toasts, so a
 * failure can be told while it stays open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  initialFocusRef,
  dismissible = true,
  showCloseButton = false,
  className,
  children,
}: DialogProps) {
  // Radix returns focus to its own trigger; these dialogs are opened by the callers' buttons
  const opener = useRef<HTMLElement | null>(null);
  const requestClose = () => {
    if (dismissible) {
      onClose();
    }
  };
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          requestClose();
        }
      }}
    >
      <RadixDialog.Portal>
        {/* the overlay holds the panel so a phone shows it as a bottom sheet, sm and up centred */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 flex animate-fade-in items-end justify-center bg-navy-950/75 p-4 backdrop-blur-sm sm:items-center sm:p-6">
          <RadixDialog.Content
            // Radix hides the page behind from assistive technology; say so on the panel too
            aria-modal="true"
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              opener.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
              const target = initialFocusRef?.current;
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener.current?.isConnected) {
                opener.current.focus();
              }
            }}
            onInteractOutside={(event) => {
              if (inToast(event.target)) {
                event.preventDefault();
              }
            }}
            className={cn(
              'relative max-h-[calc(100dvh-2rem)] w-full max-w-md animate-fade-in overflow-y-auto rounded-3xl border border-white/10 bg-navy-900 p-6 shadow-2xl shadow-black/60 outline-none sm:p-8',
              className,
            )}
          >
            {showCloseButton ? (
              <button
                type="button"
                onClick={requestClose}
                disabled={!dismissible}
                aria-label="Close"
                className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-slate-400 transition-colors hover:bg-white/10 hover:text-white disabled:opacity-50"
              >
                <XIcon className="size-5" />
              </button>
            ) : null}
            <RadixDialog.Title className="pr-10 text-xl font-semibold text-white">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description asChild>
                <div className="mt-3 text-sm leading-relaxed text-slate-300">{description}</div>
              </RadixDialog.Description>
            ) : null}
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The row of buttons at the foot of a dialog: stacked on a phone, side by side from sm up. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  isPending?: boolean;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question. Focus starts on the safe answer; nothing closes it while the action runs. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  isPending = false,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      dismissible={!isPending}
    >
      <DialogActions>
        <button
          ref={cancelRef}
          type="button"
          className={buttonStyles({ variant: 'secondary' })}
          onClick={onCancel}
          disabled={isPending}
        >
          {cancelLabel}
        </button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending}>
          {isPending ? <BusyIcon /> : null}
          {isPending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A small spinner for a busy button; the button's changed label says what is happening. */
export function BusyIcon() {
  return (
    <span
      aria-hidden="true"
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
