import { useState } from 'react';
import { ZDeliveryEditSchema, type TDeliveryDetail } from '#core/contracts/logistics.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass, panelClass } from '../../../components/console/console-styles.ts';
import { Notice } from '../../../components/console/notice.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { fieldIn } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { editDelivery, type TDeliveryEditBody } from '../api/logistics-api.ts';
import { CarrierSelect, useCarriers, useDeliveryChange } from './delivery-fields.tsx';

/**
 * Carrier (from the editable list) and notes, saved without a step. The endpoint's schema checks them
 * first; an error (the browser's or the server's) stands at its field and clears when it changes.
 */
export function FactsSection({ delivery }: { delivery: TDeliveryDetail }) {
  const { t } = useTranslation();
  const carriers = useCarriers();
  const [carrierId, setCarrierId] = useState(delivery.carrierId === null ? '' : String(delivery.carrierId));
  const [notes, setNotes] = useState(delivery.notes);
  const form = useFormErrors(fieldIn(['carrierId', 'notes']), (field) =>
    field === 'carrierId' ? 'delivery-carrier' : 'delivery-notes',
  );
  const save = useDeliveryChange(
    delivery.id,
    (body: TDeliveryEditBody) => editDelivery(delivery.id, body),
    'logisticsConsole.detail.saved',
  );
  return (
    <form
      className={`${panelClass} grid gap-3 p-4`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          version: delivery.version,
          carrierId: carrierId ? Number(carrierId) : null,
          notes,
        };
        if (form.check(ZDeliveryEditSchema, body)) save.mutate(body, { onError: form.fail });
      }}
    >
      <h3 className="font-semibold">{t('logisticsConsole.detail.facts')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <ConsoleField
          id="delivery-carrier"
          label={t('logisticsConsole.deliveries.carrier')}
          error={form.errors.carrierId}
        >
          <CarrierSelect
            id="delivery-carrier"
            value={carrierId}
            onChange={(value) => (setCarrierId(value), form.clear('carrierId'))}
            carriers={carriers.data}
            error={form.errors.carrierId}
          />
        </ConsoleField>
        <ConsoleField
          id="delivery-notes"
          label={t('logisticsConsole.detail.notes')}
          error={form.errors.notes}
        >
          <textarea
            {...describedBy('delivery-notes', form.errors.notes)}
            rows={2}
            maxLength={1000}
            value={notes}
            onChange={(event) => (setNotes(event.target.value), form.clear('notes'))}
            className={inputClass}
          />
        </ConsoleField>
      </div>
      {form.message && <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>}
      <div>
        <button type="submit" className={buttonClass.secondary} disabled={save.isPending}>
          {t('logisticsConsole.detail.save')}
        </button>
      </div>
    </form>
  );
}
