import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';

import { Button, buttonStyles } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

/**
 * A modal dialog: labelled by its title, focus moved in and kept in while open, Escape and the
 * overlay close it, the page behind does not scroll, and focus returns to the opener afterwards.
 * Rendered above the page but below the toasts, so a failure can be told while it stays open.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) {
    return null;
  }
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  description,
  initialFocusRef,
  dismissible = true,
  showCloseButton = false,
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // the latest values, read by listeners that are attached once
  const closeRef = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    closeRef.current = { onClose, dismissible };
  });

  const requestClose = () => {
    if (closeRef.current.dismissible) {
      closeRef.current.onClose();
    }
  };

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) {
        opener.focus();
      }
    };
    // focus moves in once, when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (closeRef.current.dismissible) {
          closeRef.current.onClose();
        }
      }
    };
    // focus that wanders out (a click on the overlay, a toast) is brought back in
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      const target = event.target as Node | null;
      const inToast = target instanceof Element && target.closest('.Toastify');
      if (panel && target && !panel.contains(target) && !inToast) {
        panel.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) {
      return;
    }
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === panelRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center sm:p-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-navy-950/75 backdrop-blur-sm"
        onClick={requestClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={trapTab}
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
            <CloseIcon className="size-5" />
          </button>
        ) : null}
        <h2 id={titleId} className="pr-10 text-xl font-semibold text-white">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-3 text-sm leading-relaxed text-slate-300">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
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
