import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { Notice } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';

/**
 * "Confirm delete?" (spec §5) before a row goes. A refusal (still referenced) stays in the dialog with
 * the server's message, so the admin reads why and what to do instead.
 */
export function ConfirmDelete({
  target,
  onDelete,
  onDone,
  onClose,
}: {
  /** The row's name, or null while no delete is asked. */
  target: string | null;
  onDelete: () => Promise<void>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function close() {
    setRefusal(null);
    onClose();
  }

  async function confirm() {
    setBusy(true);
    try {
      await onDelete();
      setRefusal(null);
      onDone();
    } catch (error) {
      setRefusal(errorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('adminCatalogue.confirmDelete')}
      text={target ?? ''}
      confirmLabel={t('adminCatalogue.delete')}
      danger
      busy={busy}
      confirmDisabled={refusal !== null}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {refusal && (
        <div className="mt-3">
          <Notice tone="error">{t(refusal)}</Notice>
        </div>
      )}
    </ConfirmDialog>
  );
}
