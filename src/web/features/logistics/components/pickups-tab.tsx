import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { bangkokDate } from '#core/bangkok-time.ts';
import { PICKUP_STATES, type TPickup } from '#core/contracts/logistics.ts';
import { TRADE_IN_MACHINE } from '#core/workflow/trade-in-machine.ts';
import type { TStoredFile } from '#core/contracts/files.ts';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import {
  DateFilter,
  SelectFilter,
  ToggleFilter,
} from '../../../components/console/data-table/filter-controls.tsx';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { FileUploadField, uploadStoredFile } from '../../../components/console/file-upload-field.tsx';
import { EmptyState, ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { SignatureField } from '../../../components/console/signature-field.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { errorKey } from '../../../lib/api.ts';
import { openPdf } from '../../../lib/file-download.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  bookPickup,
  fetchRunSheet,
  listPickups,
  logisticsKeys,
  recordHandover,
} from '../api/logistics-api.ts';
import { OverdueBadge, useDateTime } from './delivery-parts.tsx';

const TONES = { new: 'sky', booked: 'indigo', received: 'emerald' } as const;
/** What the trade-in machine asks of a courier's hand-over (booked → received of a pick-up). */
const PICKUP_HANDOVER_EVIDENCE = (TRADE_IN_MACHINE.rules.find(
  (rule) => rule.from === 'booked' && rule.to === 'received' && rule.when === 'pickup',
)?.evidence ?? []) as readonly ('signature' | 'handoverPhoto')[];

interface TGroup {
  date: string | null;
  area: string;
  pickups: TPickup[];
}

/** The API answers in run order (day, area, slot): consecutive pick-ups of one day and area are a run. */
function groupRuns(pickups: readonly TPickup[], areaName: (pickup: TPickup) => string): TGroup[] {
  const groups: TGroup[] = [];
  for (const pickup of pickups) {
    const area = areaName(pickup);
    const last = groups.at(-1);
    if (last && last.date === pickup.date && last.area === area) last.pickups.push(pickup);
    else groups.push({ date: pickup.date, area, pickups: [pickup] });
  }
  return groups;
}

/**
 * Logistics › Pick-ups: courier pick-ups by day and area (filters `date`, `status` in the URL), the run
 * sheet of a day, confirming a slot and the hand-over at the door (photo, signature, time).
 */
export function PickupsTab() {
  const { t, i18n } = useTranslation();
  const toast = useConsoleToast();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const status = params.get('status') ?? undefined;
  const overdue = params.get('overdue') === '1';
  const query = new URLSearchParams({
    ...(date ? { date } : {}),
    ...(status ? { status } : {}),
    ...(overdue ? { overdue: '1' } : {}),
  }).toString();
  const list = useQuery({ queryKey: logisticsKeys.pickups(query), queryFn: () => listPickups(query) });
  const [handover, setHandover] = useState<TPickup | null>(null);
  const lang = i18n.language === 'th' ? 'th' : 'en';
  const setFilter = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const sheetDate = date ?? bangkokDate();
  const dayName = (day: string | null) =>
    day ? formatDate(day, lang, { weekday: true }) : t('logisticsConsole.pickups.noDate');
  const groups = groupRuns(list.data?.items ?? [], (pickup) =>
    [pickup.provinceName[lang], pickup.district].filter(Boolean).join(' · '),
  );

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_12rem_auto_1fr] sm:items-end">
        <DateFilter
          id="pickups-date"
          label={t('logisticsConsole.pickups.date')}
          value={date}
          onChange={(value) => setFilter('date', value)}
        />
        <SelectFilter
          id="pickups-status"
          label={t('logisticsConsole.deliveries.status')}
          value={status}
          onChange={(value) => setFilter('status', value)}
          options={PICKUP_STATES.map((state) => [state, t(`logisticsConsole.pickupStatus.${state}`)])}
        />
        <ToggleFilter
          label={t('logisticsConsole.overdue.pickupsFilter')}
          checked={overdue}
          onChange={(checked) => setFilter('overdue', checked ? '1' : null)}
        />
        <div>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() =>
              void openPdf(fetchRunSheet(sheetDate), `run-sheet-${sheetDate}.pdf`).catch((error: unknown) =>
                toast.fail(error),
              )
            }
          >
            {t('logisticsConsole.pickups.runSheet', { date: dayName(sheetDate) })}
          </button>
        </div>
      </div>
      {list.isPending ? (
        <SkeletonRows rows={4} />
      ) : list.isError ? (
        <ErrorBox messageKey={errorKey(list.error)} onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState title={t('logisticsConsole.pickups.emptyTitle')}>
          {t(
            date || status || overdue
              ? 'logisticsConsole.pickups.emptyFiltered'
              : 'logisticsConsole.pickups.empty',
          )}
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section
            key={`${group.date}-${group.area}`}
            className={`${panelClass} grid gap-2 p-3`}
            aria-label={`${dayName(group.date)} · ${group.area}`}
          >
            <h2 className="flex flex-wrap items-baseline gap-x-2 text-base font-bold">
              <span>{dayName(group.date)}</span>
              <span className="text-sm font-semibold text-slate-600">{group.area}</span>
            </h2>
            <ul className="grid gap-2">
              {group.pickups.map((pickup) => (
                <PickupCard key={pickup.id} pickup={pickup} onHandover={() => setHandover(pickup)} />
              ))}
            </ul>
          </section>
        ))
      )}
      {handover && <HandoverDialog pickup={handover} onClose={() => setHandover(null)} />}
    </div>
  );
}

function PickupCard({ pickup, onHandover }: { pickup: TPickup; onHandover: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  const book = useMutation({
    mutationFn: () => bookPickup(pickup.id, pickup.version),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...logisticsKeys.all, 'pickups'] });
      toast.ok('logisticsConsole.pickups.bookedOk');
    },
    onError: (error) => toast.fail(error),
  });
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-[7rem_1fr_auto] sm:gap-3">
      <div className="flex flex-wrap items-center gap-2 sm:block">
        <span className="block font-semibold tabular-nums">{pickup.timeSlot ?? '—'}</span>
        <StatusBadge tone={TONES[pickup.status]}>
          {t(`logisticsConsole.pickupStatus.${pickup.status}`)}
        </StatusBadge>{' '}
        <OverdueBadge overdue={pickup.overdue} />
      </div>
      <div className="min-w-0">
        <p className="font-medium">
          {pickup.customerName} ·{' '}
          <a className="underline" href={`tel:${pickup.phone}`}>
            {pickup.phone}
          </a>
        </p>
        <p className="text-slate-700">{pickup.device}</p>
        <p className="text-slate-600">
          {pickup.address}{' '}
          <a
            className="font-semibold whitespace-nowrap text-brand-700 underline"
            href={pickup.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('logisticsConsole.pickups.map')}
          </a>
        </p>
        <p className="font-mono text-xs text-slate-500">{pickup.reference}</p>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        {pickup.status === 'new' && (
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={book.isPending}
            onClick={() => book.mutate()}
          >
            {t('logisticsConsole.pickups.book')}
          </button>
        )}
        {pickup.status === 'booked' && (
          <button type="button" className={buttonClass.primary} onClick={onHandover}>
            {t('logisticsConsole.pickups.handover')}
          </button>
        )}
      </div>
    </li>
  );
}

/** At the door: a photo of the device and the customer's signature; the time is when it is confirmed. */
function HandoverDialog({ pickup, onClose }: { pickup: TPickup; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  const date = useDateTime();
  const [photo, setPhoto] = useState<TStoredFile | null>(null);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [now] = useState(() => new Date().toISOString());
  const mutation = useMutation({
    mutationFn: async () =>
      recordHandover(pickup.id, {
        version: pickup.version,
        ...(photo ? { handoverPhoto: photo.id } : {}),
        ...(signature
          ? { signature: (await uploadStoredFile('signature', signature, 'signature.png')).id }
          : {}),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...logisticsKeys.all, 'pickups'] });
      toast.ok('logisticsConsole.pickups.receivedOk');
      onClose();
    },
  });
  const [missing, setMissing] = useState<string | null>(null);
  const error = missing ?? (mutation.error ? errorKey(mutation.error) : undefined);
  return (
    <Dialog
      open
      title={t('logisticsConsole.pickups.handoverTitle', { reference: pickup.reference })}
      onClose={onClose}
    >
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          // The hand-over's evidence as the machine asks it of a pick-up, before the signature is uploaded.
          const given = { signature: signature ? 'drawn' : '', handoverPhoto: photo?.id ?? '' };
          const lacking = PICKUP_HANDOVER_EVIDENCE.find((key) => !given[key]);
          setMissing(lacking ? `errors.workflow.evidence.${lacking}` : null);
          if (!lacking) mutation.mutate();
        }}
      >
        <p className="text-sm">
          {pickup.customerName} · {pickup.device}
        </p>
        <FileUploadField
          kind="handoverPhoto"
          label={t('logisticsConsole.pickups.photo')}
          value={photo}
          onChange={setPhoto}
        />
        <SignatureField label={t('logisticsConsole.pickups.signature')} onChange={setSignature} />
        <p className="text-sm text-slate-700">{t('logisticsConsole.detail.time', { time: date(now) })}</p>
        {error && <Notice tone="error">{t(error)}</Notice>}
        <DialogButtons
          cancelLabel={t('console.cancel')}
          onCancel={onClose}
          submit={
            <button
              type="submit"
              className={buttonClass.primary}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {t('logisticsConsole.pickups.confirmHandover')}
            </button>
          }
        />
      </form>
    </Dialog>
  );
}
