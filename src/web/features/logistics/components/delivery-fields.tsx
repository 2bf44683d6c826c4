import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { carrierNameIn, type TDeliveryDetail } from '#core/contracts/logistics.ts';
import { describedBy } from '../../../components/console/console-field.tsx';
import { inputClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { listCarriers, logisticsKeys } from '../api/logistics-api.ts';

/** The carrier list and a delivery's saved change: shared by the facts section and the step dialog. */
export function useCarriers() {
  return useQuery({ queryKey: logisticsKeys.carriers(), queryFn: listCarriers, staleTime: 5 * 60_000 });
}

export function useDeliveryChange<TInput>(
  id: number,
  call: (input: TInput) => Promise<TDeliveryDetail>,
  okKey: string,
) {
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  return useMutation({
    mutationFn: call,
    onSuccess: (next) => {
      queryClient.setQueryData(logisticsKeys.delivery(id), next);
      void queryClient.invalidateQueries({ queryKey: [...logisticsKeys.all, 'deliveries'] });
      toast.ok(okKey);
    },
  });
}

export function CarrierSelect({
  id,
  value,
  onChange,
  carriers,
  error,
}: {
  /** An i18n key: the select is described by it (the field shows it). */
  error?: string | undefined;
  id: string;
  value: string;
  onChange: (value: string) => void;
  carriers: { carriers: { id: number; name: string; nameTh: string; active: boolean }[] } | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <select
      {...describedBy(id, error)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={inputClass}
    >
      <option value="">{t('logisticsConsole.detail.noCarrier')}</option>
      {carriers?.carriers
        .filter((carrier) => carrier.active || String(carrier.id) === value)
        .map((carrier) => (
          <option key={carrier.id} value={carrier.id}>
            {carrierNameIn(carrier, i18n.language)}
          </option>
        ))}
    </select>
  );
}
