import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { TCounterTradeIn } from '#core/contracts/counter-trade-ins.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import { WIPE_METHODS } from '#core/inspection.ts';
import { Baht } from '../../../components/baht.tsx';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, checkboxClass, inputClass } from '../../../components/console/console-styles.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import type { TFormMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  answerCounterTradeIn,
  counterKeys,
  getCounterTradeIn,
  inspectCounterTradeIn,
} from '../api/counter-api.ts';

/** The engineer's questionnaire form (the route composes it in: features do not import each other). */
export type TAnswersFormComponent = ComponentType<{
  category: TCounterTradeIn['category'];
  questionnaire: TCounterTradeIn['questionnaire'];
  customer: TAnswersInput | null;
  value: TAnswersInput;
  onChange: (answers: TAnswersInput) => void;
  disabled: boolean;
}>;

/**
 * The request taken in at the sales counter (old for new, decision 044): where it stands; while it waits,
 * the sales person's inspection (the engineer's checklist: answers, IMEI, locks off, the wipe) — or the
 * engineer's, from the queue; a lower price for the customer to accept or decline on this screen; then
 * the credit (with the upgrade bonus) to use toward a sale.
 */
export function CounterTradeInPage({
  reference,
  AnswersForm,
}: {
  reference: string;
  AnswersForm: TAnswersFormComponent;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: counterKeys.tradeIn(reference),
    queryFn: () => getCounterTradeIn(reference),
  });
  return (
    <ConsolePage
      title={t('salesConsole.counter.title')}
      actions={
        <Link to="/sales" className="text-sm font-semibold text-brand-700 underline">
          {t('salesConsole.counter.backToSales')}
        </Link>
      }
    >
      {query.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : query.data ? (
        <CounterTradeIn request={query.data} AnswersForm={AnswersForm} />
      ) : (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t(query.error instanceof ApiError ? query.error.messageKey : 'salesConsole.errors.tradeInUnknown')}
        </p>
      )}
    </ConsolePage>
  );
}

function CounterTradeIn({
  request,
  AnswersForm,
}: {
  request: TCounterTradeIn;
  AnswersForm: TAnswersFormComponent;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid max-w-3xl gap-4" data-testid="counter-trade-in">
      <section className="grid gap-1 rounded-xl border border-slate-200 p-3 text-sm">
        <p className="font-mono text-xs text-slate-600">{request.reference}</p>
        <p className="text-base font-semibold">{request.deviceDescription}</p>
        <p data-testid="counter-status">
          {t(`salesConsole.counter.status.${request.status}`)}
          {request.requote ? ` · ${t(`engineerConsole.requote.${request.requote}`)}` : ''}
        </p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          <dt>{t('salesConsole.counter.offer')}</dt>
          <dd className="text-right">
            <Baht satang={request.offeredThb === null ? null : request.offeredThb * 100} />
          </dd>
          {request.actualThb !== null ? (
            <>
              <dt>{t('salesConsole.counter.inspected')}</dt>
              <dd className="text-right">
                <Baht satang={request.actualThb * 100} />
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {request.status === 'received' ? (
        <CounterInspection request={request} AnswersForm={AnswersForm} />
      ) : null}
      {request.status === 'inspected' && request.requote === 'pending' ? (
        <CustomerAnswer request={request} />
      ) : null}
      {request.creditable ? <CreditReady request={request} /> : null}
      {request.creditedSaleId !== null ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          {t('salesConsole.counter.credited')}{' '}
          <Link className="underline" to={`/sales?tab=documents&sale=${request.creditedSaleId}`}>
            {t('salesConsole.counter.openSale')}
          </Link>
        </p>
      ) : null}
      {request.status === 'rejected' ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm">{t('salesConsole.counter.handBack')}</p>
      ) : null}
    </div>
  );
}

function useRefresh(reference: string) {
  const queryClient = useQueryClient();
  return (next: TCounterTradeIn) => queryClient.setQueryData(counterKeys.tradeIn(reference), next);
}

const localNow = () => new Date().toISOString();

function CounterInspection({
  request,
  AnswersForm,
}: {
  request: TCounterTradeIn;
  AnswersForm: TAnswersFormComponent;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(request.reference);
  const [answers, setAnswers] = useState<TAnswersInput>(
    () => (request.customerAnswers ?? {}) as TAnswersInput,
  );
  const [imei, setImei] = useState('');
  const [activationLockOff, setActivationLockOff] = useState(false);
  const [cloudLockOff, setCloudLockOff] = useState(false);
  const [wipeMethod, setWipeMethod] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<TFormMessage | null>(null);
  const submit = useMutation({
    mutationFn: () =>
      inspectCounterTradeIn(request.reference, {
        version: request.version,
        answers,
        imei,
        activationLockOff,
        cloudLockOff,
        evidencePhotoIds: [],
        ...(wipeMethod
          ? { wipe: { method: wipeMethod as (typeof WIPE_METHODS)[number], at: localNow() } }
          : {}),
      }),
    onSuccess: (next) => {
      setErrors({});
      setMessage(null);
      refresh(next);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setMessage({ key: 'errors.internal' });
      setMessage({ key: error.messageKey });
      setErrors(
        Object.fromEntries(
          error.details.map((detail) => [detail.path.split('.')[0]!, detail.messageKey] as const),
        ),
      );
    },
  });
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-3" aria-labelledby="counter-inspect">
      <h2 id="counter-inspect" className="text-base font-semibold">
        {t('salesConsole.counter.inspectTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('salesConsole.counter.inspectHint')}</p>
      <FormAlert message={message} />
      <AnswersForm
        category={request.category}
        questionnaire={request.questionnaire}
        customer={request.customerAnswers as TAnswersInput | null}
        value={answers}
        onChange={setAnswers}
        disabled={submit.isPending}
      />
      <ConsoleField id="counter-imei" label={t('engineerConsole.identity.imei')} error={errors.imei}>
        <input
          {...describedBy('counter-imei', errors.imei)}
          value={imei}
          inputMode="numeric"
          onChange={(event) => setImei(event.target.value)}
          className={inputClass}
        />
      </ConsoleField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={activationLockOff}
          onChange={(event) => setActivationLockOff(event.target.checked)}
        />
        {t('engineerConsole.identity.activationLockOff')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={cloudLockOff}
          onChange={(event) => setCloudLockOff(event.target.checked)}
        />
        {t('engineerConsole.identity.cloudLockOff')}
      </label>
      <ConsoleField id="counter-wipe" label={t('engineerConsole.wipe.method')} error={errors.wipe}>
        <select
          {...describedBy('counter-wipe', errors.wipe)}
          value={wipeMethod}
          onChange={(event) => setWipeMethod(event.target.value)}
          className={inputClass}
        >
          <option value="">{t('salesConsole.sale.choose')}</option>
          {WIPE_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`engineerConsole.wipe.methods.${method}`)}
            </option>
          ))}
        </select>
      </ConsoleField>
      <div>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={submit.isPending}
          onClick={() => submit.mutate()}
        >
          {t('engineerConsole.inspect.submit')}
        </button>
      </div>
    </section>
  );
}

function CustomerAnswer({ request }: { request: TCounterTradeIn }) {
  const { t } = useTranslation();
  const refresh = useRefresh(request.reference);
  const answer = useMutation({
    mutationFn: (decision: 'accept' | 'decline') => answerCounterTradeIn(request.reference, decision),
    onSuccess: refresh,
  });
  return (
    <section
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
      aria-labelledby="counter-answer"
    >
      <h2 id="counter-answer" className="text-base font-semibold">
        {t('salesConsole.counter.answerTitle')}
      </h2>
      <p className="text-sm">
        {t('salesConsole.counter.answerText')} <Baht satang={request.acceptedSatang} />
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept')}
        >
          {t('salesConsole.counter.accept')}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          {t('salesConsole.counter.decline')}
        </button>
      </div>
    </section>
  );
}

function CreditReady({ request }: { request: TCounterTradeIn }) {
  const { t } = useTranslation();
  return (
    <section
      className="grid gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm"
      aria-labelledby="counter-credit"
      data-testid="counter-credit"
    >
      <h2 id="counter-credit" className="text-base font-semibold">
        {t('salesConsole.counter.creditTitle')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        <dt>{t('salesConsole.counter.accepted')}</dt>
        <dd className="text-right">
          <Baht satang={request.acceptedSatang} />
        </dd>
        {request.bonusSatang > 0 ? (
          <>
            <dt>{t('salesConsole.counter.bonus')}</dt>
            <dd className="text-right">
              <Baht satang={request.bonusSatang} />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('salesConsole.pay.tradeInCredit')}</dt>
        <dd className="text-right font-semibold">
          <Baht satang={request.creditSatang} />
        </dd>
      </dl>
      <div>
        <Link
          to={`/sales?tradeIn=${encodeURIComponent(request.reference)}`}
          className={`${buttonClass.primary} inline-block`}
        >
          {t('salesConsole.counter.useTowardSale')}
        </Link>
      </div>
    </section>
  );
}
