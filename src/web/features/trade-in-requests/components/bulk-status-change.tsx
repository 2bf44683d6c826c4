import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAdminRequestListItem } from '#core/contracts/admin-requests.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { TransitionDialog } from '../../../components/console/record/transition-dialog.tsx';
import type { TTransition, TTransitionInput } from '../../../components/console/record/transition-types.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changeStatus, getRequest } from '../api/requests-api.ts';
import { requestKeys } from '../api/request-keys.ts';
import { commonTransitions, toTransitions } from '../request-transitions.ts';

/** How many failed references the toast names before "…". */
const NAMED_FAILURES = 5;

/**
 * The bulk bar's status change: the next statuses every selected request may take, each confirmed in
 * the transition dialog (a rejection's reason, a note) and applied request by request at its current
 * version, so one changed meanwhile by someone else is left alone and named.
 */
export function BulkStatusChange({
  selected,
  onDone,
}: {
  selected: readonly TAdminRequestListItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<TTransition | null>(null);
  const transitions = toTransitions(commonTransitions(selected.map((item) => item.status)));

  async function apply(transition: TTransition, input: TTransitionInput) {
    const failed: string[] = [];
    for (const { reference } of selected) {
      try {
        const current = await queryClient.fetchQuery({
          queryKey: requestKeys.detail(reference),
          queryFn: () => getRequest(reference),
          staleTime: 0,
        });
        const next = await changeStatus(reference, {
          to: transition.to as TAdminRequestListItem['status'],
          version: current.version,
          note: input.note,
          reason: input.evidence.reason as string | undefined,
        });
        queryClient.setQueryData(requestKeys.detail(reference), next);
      } catch {
        failed.push(reference);
      }
    }
    await queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    const status = t(`admin.statuses.${transition.to}`);
    const count = selected.length;
    if (failed.length === 0) toast.ok('admin.requests.bulk.done', { count, status });
    else {
      const named =
        failed.slice(0, NAMED_FAILURES).join(', ') + (failed.length > NAMED_FAILURES ? ', …' : '');
      toast.error('admin.requests.bulk.partial', {
        done: count - failed.length,
        count,
        status,
        failed: named,
      });
    }
    onDone();
  }

  if (transitions.length === 0) {
    return <p className="text-xs text-slate-300">{t('admin.requests.bulk.none')}</p>;
  }
  return (
    <>
      {transitions.map((transition) => (
        <button
          key={transition.to}
          type="button"
          onClick={() => setTarget(transition)}
          className={`inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold ${
            transition.tone === 'danger'
              ? 'bg-red-600 text-white hover:bg-red-700'
              : 'bg-white text-slate-900 hover:bg-brand-50'
          }`}
        >
          {t(transition.labelKey)}
        </button>
      ))}
      <TransitionDialog
        transition={target}
        title={
          target
            ? t('admin.requests.bulk.title', {
                count: selected.length,
                status: t(`admin.statuses.${target.to}`),
              })
            : ''
        }
        text={t('admin.requests.bulk.text')}
        onSubmit={apply}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
