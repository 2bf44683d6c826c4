import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ZCancelSaleSchema, ZReturnSaleSchema, type TSale } from '#core/contracts/sales.ts';
import { Baht } from '../../../components/baht.tsx';
import { ConsoleField, describedBy, FieldError } from '../../../components/console/console-field.tsx';
import { checkboxClass, inputClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { Notice } from '../../../components/console/notice.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { useAuthState } from '../../../lib/auth/auth-store.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { cancelSale, returnItems, salesKeys, type TReturnBody } from '../api/sales-api.ts';

/** A change of the sale: its answer replaces the cached sale, the lists are asked again, the dialog closes. */
function useSaleChange<TBody>(
  sale: TSale,
  call: (body: TBody) => Promise<TSale>,
  okKey: string,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  return useMutation({
    mutationFn: call,
    onSuccess: (next) => {
      queryClient.setQueryData(salesKeys.sale(sale.id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      toast.ok(okKey);
      onClose();
    },
  });
}

/** The form's message (what no field shows: a conflict, a network failure), under the fields. */
function FormMessage({ message }: { message: { key: string; vars?: Record<string, number> } | null }) {
  const { t } = useTranslation();
  return message && <Notice tone="error">{t(message.key, message.vars)}</Notice>;
}

/** The reason of a cancellation or return (at most 500 characters, as the schemas say). */
function ReasonField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleField id={id} label={t('salesConsole.detail.reason')} error={error}>
      <textarea
        {...describedBy(id, error)}
        rows={2}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </ConsoleField>
  );
}

/** Cancel a sale: its reason is checked by the endpoint's schema first, and stands at its field. */
export function CancelDialog({ sale, onClose }: { sale: TSale; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const form = useFormErrors(
    (path) => (path === 'reason' ? path : null),
    () => 'cancel-reason',
  );
  const mutation = useSaleChange(
    sale,
    (body: { version: number; reason: string }) => cancelSale(sale.id, body),
    'salesConsole.detail.cancelled',
    onClose,
  );
  return (
    <ConfirmDialog
      open
      title={t('salesConsole.detail.cancelTitle')}
      text={t('salesConsole.detail.cancelText')}
      confirmLabel={t('salesConsole.detail.cancel')}
      cancelLabel={t('salesConsole.detail.keepSale')}
      danger
      busy={mutation.isPending}
      onConfirm={() => {
        const body = form.check(ZCancelSaleSchema, { version: sale.version, reason });
        if (body) mutation.mutate(body, { onError: form.fail });
      }}
      onCancel={onClose}
    >
      <div className="mt-3 grid gap-3">
        <ReasonField
          id="cancel-reason"
          value={reason}
          error={form.errors.reason}
          onChange={(value) => (setReason(value), form.clear('reason'))}
        />
        <FormMessage message={form.message} />
      </div>
    </ConfirmDialog>
  );
}

const RETURN_FIELDS = ['itemIds', 'reason', 'disposition', 'location'] as const;
/** `itemIds.0` is the items' group; the others by name. */
const returnFieldOf = (path: string) =>
  RETURN_FIELDS.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;

/**
 * A return within the warranty: which items, why, and (for warehouse or admin) where they go. The
 * endpoint's schema checks it first (an item chosen, a reason, the shelf for a restock); each error stands
 * at its field and clears when the field changes.
 */
export function ReturnDialog({ sale, onClose }: { sale: TSale; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useAuthState().session?.user.roles ?? [];
  const mayShelve = roles.includes('admin') || roles.includes('warehouse');
  const open = sale.lines.filter((line) => !line.returnedAt);
  const [chosen, setChosen] = useState<number[]>(open.length === 1 ? [open[0]!.itemId] : []);
  const [reason, setReason] = useState('');
  const [disposition, setDisposition] = useState<'warehouse' | 'restock' | 'writeOff'>('warehouse');
  const [location, setLocation] = useState('');
  const form = useFormErrors(returnFieldOf, (field) => `return-${field === 'itemIds' ? 'items' : field}`);
  const mutation = useSaleChange(
    sale,
    (body: TReturnBody) => returnItems(sale.id, body),
    'salesConsole.detail.returnedOk',
    onClose,
  );
  function confirm() {
    const body: TReturnBody = {
      version: sale.version,
      itemIds: chosen,
      reason,
      disposition,
      ...(disposition === 'restock' ? { location } : {}),
    };
    if (form.check(ZReturnSaleSchema, body)) mutation.mutate(body, { onError: form.fail });
  }
  return (
    <ConfirmDialog
      open
      title={t('salesConsole.detail.returnTitle')}
      text={t('salesConsole.detail.returnText')}
      confirmLabel={t('salesConsole.detail.return')}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <div className="mt-3 grid gap-3">
        <fieldset
          className="grid gap-1 text-sm"
          aria-invalid={form.errors.itemIds ? true : undefined}
          aria-describedby={form.errors.itemIds ? 'return-items-error' : undefined}
        >
          <legend className="sr-only">{t('salesConsole.sale.items')}</legend>
          {open.map((line, index) => (
            <label key={line.id} className="flex items-center gap-2">
              <input
                id={index === 0 ? 'return-items' : undefined}
                type="checkbox"
                className={checkboxClass}
                checked={chosen.includes(line.itemId)}
                onChange={(event) => {
                  form.clear('itemIds');
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, line.itemId]
                      : current.filter((itemId) => itemId !== line.itemId),
                  );
                }}
              />
              {line.description} <Baht satang={line.priceSatang} />
            </label>
          ))}
          <FieldError id="return-items" error={form.errors.itemIds} />
        </fieldset>
        <ReasonField
          id="return-reason"
          value={reason}
          error={form.errors.reason}
          onChange={(value) => (setReason(value), form.clear('reason'))}
        />
        {mayShelve && (
          <ConsoleField
            id="return-disposition"
            label={t('salesConsole.detail.disposition')}
            error={form.errors.disposition}
          >
            <select
              {...describedBy('return-disposition', form.errors.disposition)}
              value={disposition}
              onChange={(event) => {
                setDisposition(event.target.value as typeof disposition);
                form.clear('disposition');
                form.clear('location');
              }}
              className={inputClass}
            >
              {(['warehouse', 'restock', 'writeOff'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`salesConsole.disposition.${value}`)}
                </option>
              ))}
            </select>
          </ConsoleField>
        )}
        {disposition === 'restock' && (
          <ConsoleField
            id="return-location"
            label={t('salesConsole.detail.location')}
            error={form.errors.location}
          >
            <input
              {...describedBy('return-location', form.errors.location)}
              value={location}
              maxLength={40}
              onChange={(event) => (setLocation(event.target.value), form.clear('location'))}
              className={inputClass}
            />
          </ConsoleField>
        )}
        <FormMessage message={form.message} />
      </div>
    </ConfirmDialog>
  );
}
