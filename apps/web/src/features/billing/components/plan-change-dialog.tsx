import { ArrowRightIcon } from 'lucide-react';
import { formatCents, planChangeKind, planName } from '@orato/shared';
import type { Plan, PlanChangePreviewResponse } from '@orato/shared';
import { useRef } from 'react';
import type { RefObject } from 'react';

import { Button, buttonStyles } from '@/components/ui/button';
import { BusyIcon, Dialog, DialogActions } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useChangePlan } from '@/features/billing/api/change-plan';
import { usePlanChangePreview } from '@/features/billing/api/preview-plan-change';
import { apiErrorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/utils/format-date';
import { formatCount } from '@/utils/format-number';

const PREVIEW_FAILED = 'Could not work out the price of this change. Try again.';
const CHANGE_FAILED = 'Could not change your plan. Try again.';

/** A long date that never breaks across lines. */
function DateText({ unixSeconds }: { unixSeconds: number }) {
  return <span className="whitespace-nowrap">{formatLongDate(unixSeconds)}</span>;
}

/**
 * A subscriber's move from `from` to `to`. The price is asked of the server as the dialog opens
 * and spelled out before anything can be confirmed: an upgrade's prorated charge and credits now,
 * or, for a change at renewal, that nothing is charged today. A change the server refuses (a
 * subscription set to end, say) is told here, with no button to confirm it.
 */
export function PlanChangeDialog({
  from,
  to,
  open,
  onClose,
  onPlanChanged,
}: {
  from: Plan;
  to: Plan;
  open: boolean;
  onClose: () => void;
  /** For what other features show of the plan: the user record, the credits ledger. */
  onPlanChanged?: () => void;
}) {
  const toast = useToast();
  const change = useChangePlan({ onPlanChanged });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isUpgrade = planChangeKind(from, to) === 'upgrade';

  const confirm = () => {
    change.mutate(to.lookupKey, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
      onError: (error) => {
        toast.error(apiErrorMessage(error, { fallback: CHANGE_FAILED }));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={isUpgrade ? `Upgrade to ${planName(to)}` : `Change to ${planName(to)}`}
      description={
        isUpgrade
          ? 'Your new plan starts now. The difference for the rest of this period is charged to your card on file.'
          : `Your plan changes when this period ends. You keep ${planName(from)} until then.`
      }
      initialFocusRef={cancelRef}
      dismissible={!change.isPending}
      showCloseButton
    >
      {/* mounted only while open: each opening asks for a fresh price */}
      <PreviewBody
        from={from}
        to={to}
        isPending={change.isPending}
        onConfirm={confirm}
        onClose={onClose}
        cancelRef={cancelRef}
      />
    </Dialog>
  );
}

function PreviewBody({
  from,
  to,
  isPending,
  onConfirm,
  onClose,
  cancelRef,
}: {
  from: Plan;
  to: Plan;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  cancelRef: RefObject<HTMLButtonElement | null>;
}) {
  const preview = usePlanChangePreview(to.lookupKey);
  const isUpgrade = preview.data?.kind === 'upgrade';

  return (
    <>
      <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-white">
        <span className="text-slate-400">{planName(from)}</span>
        <ArrowRightIcon aria-label="to" className="size-4 text-brand-300" />
        <span>{planName(to)}</span>
      </p>

      {preview.isPending ? (
        <div className="mt-4 flex items-center gap-3 rounded-2xl border border-white/10 bg-navy-950/50 px-5 py-6 text-sm text-slate-300">
          <Spinner label="Working out the price" />
          <span aria-hidden="true">Working out the price…</span>
        </div>
      ) : preview.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-2xl border border-ember-400/30 bg-ember-400/10 px-4 py-3.5 text-sm leading-relaxed text-ember-300"
        >
          {apiErrorMessage(preview.error, { fallback: PREVIEW_FAILED })}
        </p>
      ) : (
        <PreviewFigures preview={preview.data} />
      )}

      <DialogActions>
        <button
          ref={cancelRef}
          type="button"
          className={buttonStyles({ variant: 'secondary' })}
          onClick={onClose}
          disabled={isPending}
        >
          Cancel
        </button>
        {preview.isSuccess ? (
          <Button onClick={onConfirm} disabled={isPending}>
            {isPending ? <BusyIcon /> : null}
            {isUpgrade ? 'Upgrade now' : 'Schedule change'}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}

function PreviewFigures({ preview }: { preview: PlanChangePreviewResponse }) {
  const renewal = `${preview.renewal_price}, ${formatCount(preview.renewal_credits)} credits each renewal`;

  if (preview.kind === 'upgrade') {
    return (
      <div className="mt-4 rounded-2xl border border-brand-400/25 bg-navy-950/50 px-5 py-4">
        <p className="text-base text-white">
          Due today:{' '}
          <span className="text-2xl font-bold tabular-nums">
            {formatCents(preview.amount_due_cents)}
          </span>{' '}
          <span className="text-sm text-slate-400">(prorated)</span>
        </p>
        <p className="mt-2 text-sm text-slate-200">
          Credits added now:{' '}
          <span className="font-semibold text-brand-200 tabular-nums">
            +{formatCount(preview.credits_added)}
          </span>
        </p>
        <p className="mt-3 border-t border-white/10 pt-3 text-sm leading-relaxed text-slate-400">
          Then: {renewal}, next on <DateText unixSeconds={preview.renews_at} />
        </p>
      </div>
    );
  }

  return (
    <div className="mt-4 rounded-2xl border border-white/10 bg-navy-950/50 px-5 py-4">
      <p className="text-base font-semibold text-white">Nothing is charged today</p>
      <p className="mt-2 text-sm leading-relaxed text-slate-300">
        From <DateText unixSeconds={preview.effective_at} />: {renewal}
      </p>
    </div>
  );
}
