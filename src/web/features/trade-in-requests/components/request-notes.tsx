import { useState } from 'react';
import type { TAdminRequestDetail } from '#core/contracts/admin-requests.ts';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { Notice } from '../../../components/console/notice.tsx';
import { RecordSection } from '../../../components/console/record/record-section.tsx';
import { errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveNotes } from '../api/requests-api.ts';

/**
 * The admin's notes, saved with the request's version: a save over someone else's change is a 409
 * (`onConflict` shows it and reloads, and says true; the text typed stays until the new version arrives).
 */
export function RequestNotes({
  request,
  onSaved,
  onConflict,
}: {
  request: TAdminRequestDetail;
  onSaved: (request: TAdminRequestDetail) => void;
  onConflict: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(request.adminNotes ?? '');
  const [shownVersion, setShownVersion] = useState(request.version);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (shownVersion !== request.version) {
    setShownVersion(request.version);
    setText(request.adminNotes ?? '');
  }
  const changed = text !== (request.adminNotes ?? '');

  async function save() {
    setBusy(true);
    setFailed(null);
    try {
      onSaved(await saveNotes(request.reference, { adminNotes: text, version: request.version }));
    } catch (error) {
      if (!onConflict(error)) setFailed(errorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <RecordSection title={t('admin.detail.notes')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="grid gap-2"
      >
        <label htmlFor="admin-notes" className="sr-only">
          {t('admin.detail.notes')}
        </label>
        <textarea
          id="admin-notes"
          rows={5}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
        />
        {failed && <Notice tone="error">{t(failed)}</Notice>}
        <button
          type="submit"
          disabled={!changed || busy}
          className={`${buttonClass.primary} justify-self-start`}
        >
          {busy ? t('admin.saving') : t('admin.detail.saveNotes')}
        </button>
      </form>
    </RecordSection>
  );
}
