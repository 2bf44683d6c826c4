import type { TFormMessage } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** The message of a form that failed as a whole, announced at once. */
export function FormAlert({ message }: { message: TFormMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {t(message.key, message.vars)}
    </div>
  );
}
