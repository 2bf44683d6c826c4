import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ADJUSTMENT_QUESTIONS,
  adjustmentOptionsOf,
  type TAdminAdjustment,
  type TAdminAdjustmentList,
} from '#core/contracts/admin-catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { deleteAdjustment, listAdjustments } from '../api/catalogue-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { AdjustmentRow } from './catalogue-adjustment-row.tsx';
import { ConfirmDelete } from './catalogue-delete.tsx';
import { PricingSettingsForm } from './catalogue-settings-form.tsx';
import { UpgradeBonusesPanel } from './upgrade-bonuses-panel.tsx';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';

/** Admin › Adjustments: every option of every question, with its adjustment (or none). */
export function AdjustmentsTab() {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.adjustments(), queryFn: listAdjustments });
  const set = (list: TAdminAdjustmentList) => queryClient.setQueryData(adminKeys.adjustments(), list);
  const reload = () => void query.refetch();
  const [removing, setRemoving] = useState<{ row: TAdminAdjustment; label: string } | null>(null);
  const rows = query.data?.adjustments ?? [];
  const rowOf = (question: string, option: string) =>
    rows.find((row) => row.question === question && row.option === option);

  function put(saved: TAdminAdjustment) {
    set({ adjustments: [...rows.filter((row) => row.id !== saved.id), saved] });
    toast.ok('adminCatalogue.adjustments.saved');
  }

  return (
    <section aria-labelledby="adjustments-heading" className="grid gap-4">
      <h2 id="adjustments-heading" className="text-lg font-bold">
        {t('admin.tabs.adjustments')}
      </h2>
      <PricingSettingsForm onSaved={() => toast.ok('adminCatalogue.settings.saved')} onFailed={toast.fail} />
      <UpgradeBonusesPanel />
      <p className="max-w-3xl text-sm text-slate-700">{t('adminCatalogue.adjustments.intro')}</p>
      {query.isError ? (
        <ErrorBox messageKey={errorKey(query.error)} onRetry={reload} />
      ) : query.isPending ? (
        <SkeletonRows rows={8} />
      ) : (
        <div className="grid gap-4 2xl:grid-cols-2">
          {ADJUSTMENT_QUESTIONS.map((question) => (
            <section
              key={question}
              aria-labelledby={`adjustments-${question}`}
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <h3 id={`adjustments-${question}`} className="font-semibold">
                {t(`questionnaire.${question}.title`)}
              </h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {adjustmentOptionsOf(question).map((option) => (
                  <AdjustmentRow
                    key={option}
                    question={question}
                    option={option}
                    row={rowOf(question, option)}
                    onSaved={put}
                    onFailed={(error) => {
                      toast.fail(error);
                      if ((error as { status?: number }).status === 409) reload();
                    }}
                    onRemove={(row, label) => setRemoving({ row, label })}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <ConfirmDelete
        target={removing?.label ?? null}
        onDelete={() => deleteAdjustment(removing!.row.id)}
        onDone={() => {
          set({ adjustments: rows.filter((row) => row.id !== removing?.row.id) });
          setRemoving(null);
          toast.ok('adminCatalogue.adjustments.removed');
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
