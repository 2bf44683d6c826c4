import { useTranslation } from '../../../lib/i18n.ts';
import { useWizard } from '../wizard-context.ts';
import { textButtonClass } from './wizard-ui.tsx';

/**
 * Revisits the device and model steps. Once the customer goes back through them they are no longer
 * skipped, so the step count shows all four.
 */
export function ChangeDeviceButton() {
  const { t } = useTranslation();
  const { update, goTo } = useWizard();
  return (
    <button
      type="button"
      className={`${textButtonClass} shrink-0 text-sm`}
      onClick={() => {
        update((current) => ({ ...current, skipped: [] }));
        goTo('device');
      }}
    >
      {t('wizard.changeDevice')}
    </button>
  );
}
