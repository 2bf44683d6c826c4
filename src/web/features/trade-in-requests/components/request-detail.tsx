import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { TAdminRequestDetail } from '#core/contracts/admin-requests.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import { Notice } from '../../../components/console/notice.tsx';
import { ActionsPanel } from '../../../components/console/record/actions-panel.tsx';
import { HistoryTimeline } from '../../../components/console/record/history-timeline.tsx';
import { RecordPage } from '../../../components/console/record/record-page.tsx';
import type { TTransition, TTransitionInput } from '../../../components/console/record/transition-types.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changeStatus, getRequest } from '../api/requests-api.ts';
import { requestKeys } from '../api/request-keys.ts';
import { toTransitions } from '../request-transitions.ts';
import { RequestStatusBadge } from './request-cells.tsx';
import { RequestMessages } from './request-messages.tsx';
import { RequestNotes } from './request-notes.tsx';
import { RequestPhotos } from './request-photos.tsx';
import { PricesSection } from './request-prices.tsx';
import {
  ConsentsSection,
  CustomerSection,
  DealSection,
  DeviceSection,
  PriceSection,
} from './request-sections.tsx';

type TMessage = { tone: 'ok' | 'error'; text: string } | null;

/** A request's page (`?tab=requests&ref=TRD-…`): every field, photos, history, notes, next statuses. */
export function RequestDetail({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const detailKey = requestKeys.detail(reference);
  const detail = useQuery({ queryKey: detailKey, queryFn: () => getRequest(reference) });
  const [message, setMessage] = useState<TMessage>(null);
  const back = new URLSearchParams(params);
  back.delete('ref');

  /** A change the server made: shown at once, and the lists show it when next read. */
  function onChanged(next: TAdminRequestDetail, text: string) {
    queryClient.setQueryData(detailKey, next);
    void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    setMessage({ tone: 'ok', text });
  }

  /**
   * Someone else changed the request first (409): say so (who and when, from the server's message) and
   * show the request as it is now. False for any other refusal, which the form that sent it shows.
   */
  function handleConflict(error: unknown): boolean {
    if (!(error instanceof ApiError && error.status === 409)) return false;
    setMessage({ tone: 'error', text: `${t(error.messageKey)} ${t('admin.detail.reloaded')}` });
    void queryClient.invalidateQueries({ queryKey: detailKey });
    return true;
  }

  async function submitTransition(
    request: TAdminRequestDetail,
    transition: TTransition,
    input: TTransitionInput,
  ) {
    setMessage(null);
    try {
      const next = await changeStatus(reference, {
        to: transition.to as TTradeInStatus,
        version: request.version,
        note: input.note,
        reason: input.evidence.reason as string | undefined,
        actualPriceThb: input.evidence.actualPriceThb as number | undefined,
      });
      onChanged(next, t('admin.detail.statusChanged', { status: t(`admin.statuses.${next.status}`) }));
    } catch (error) {
      if (!handleConflict(error)) throw error;
    }
  }

  const request = detail.data;
  return (
    <RecordPage
      back={{ to: { search: `?${back.toString()}` }, state: location.state, label: t('admin.detail.back') }}
      title={reference}
      badge={request && <RequestStatusBadge status={request.status} />}
      notice={message && <Notice tone={message.tone}>{message.text}</Notice>}
      errorKey={detail.isError && !request ? errorKey(detail.error) : null}
      onRetry={() => void detail.refetch()}
      loaded={request !== undefined}
      main={() =>
        request && (
          <>
            <ActionsPanel
              title={t('admin.detail.nextStatus')}
              emptyText={t('admin.detail.final')}
              transitions={toTransitions(request.allowedTransitions)}
              dialogTitle={(transition) =>
                t('admin.detail.confirmTitle', { status: t(`admin.statuses.${transition.to}`) })
              }
              dialogText={(transition) =>
                t('admin.detail.confirmText', {
                  reference: request.reference,
                  from: t(`admin.statuses.${request.status}`),
                  to: t(`admin.statuses.${transition.to}`),
                })
              }
              onSubmit={(transition, input) => submitTransition(request, transition, input)}
            />
            <PricesSection
              request={request}
              onDecided={(next, decision) => {
                void queryClient.invalidateQueries({ queryKey: requestKeys.proposals() });
                onChanged(next, t(`admin.prices.proposal.${decision}d`));
              }}
              onConflict={handleConflict}
            />
            <CustomerSection request={request} />
            <DeviceSection request={request} />
            <DealSection request={request} />
            <PriceSection request={request} />
            <RequestPhotos reference={request.reference} photos={request.photos} />
            <RequestMessages reference={request.reference} />
          </>
        )
      }
      aside={() =>
        request && (
          <>
            <RequestNotes
              request={request}
              onSaved={(next) => onChanged(next, t('admin.detail.notesSaved'))}
              onConflict={handleConflict}
            />
            <HistoryTimeline
              title={t('admin.detail.history')}
              stateLabel={(state) =>
                state.startsWith('requote.') || state.startsWith('priceProposal.')
                  ? t(`workflow.${state}`)
                  : t(`admin.statuses.${state}`)
              }
              entries={request.history.map((entry) => ({
                // A re-quote's or a proposal's step reads as what happened to the price, not as a change
                // of status.
                from: entry.entity === 'tradeIn' ? entry.fromStatus : null,
                to: entry.entity === 'tradeIn' ? entry.toStatus : `${entry.entity}.${entry.toStatus}`,
                who: entry.actor,
                at: entry.at,
                note: entry.note,
              }))}
            />
            <ConsentsSection request={request} />
          </>
        )
      }
    />
  );
}
