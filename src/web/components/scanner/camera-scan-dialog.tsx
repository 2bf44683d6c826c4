import { useTranslation } from '../../lib/i18n.ts';
import { Dialog } from '../console/dialog.tsx';
import { buttonClass } from '../console/console-styles.ts';
import type { TScanFormat } from './barcode-formats.ts';
import type { TCameraProblem } from './camera-errors.ts';
import { useCameraScan } from './use-camera-scan.ts';

/**
 * The camera's picture while it looks for a code, with a frame to aim at. It closes itself with the
 * code read, or with the reason the camera cannot be used (the field beside it says so and stays).
 */
export function CameraScanDialog({
  open,
  formats,
  onDetected,
  onProblem,
  onClose,
}: {
  open: boolean;
  formats: readonly TScanFormat[];
  onDetected: (code: string, format: string) => void;
  onProblem: (problem: TCameraProblem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('scanner.cameraTitle')} onClose={onClose}>
      <CameraView formats={formats} onDetected={onDetected} onProblem={onProblem} />
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass.secondary}>
          {t('scanner.close')}
        </button>
      </div>
    </Dialog>
  );
}

function CameraView({
  formats,
  onDetected,
  onProblem,
}: {
  formats: readonly TScanFormat[];
  onDetected: (code: string, format: string) => void;
  onProblem: (problem: TCameraProblem) => void;
}) {
  const { t } = useTranslation();
  const { video, phase } = useCameraScan({ formats, onDetected, onProblem });
  return (
    <div className="grid gap-2">
      <div className="relative overflow-hidden rounded-xl bg-slate-900">
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          data-testid="scanner-video"
          className="aspect-[4/3] max-h-[60vh] w-full object-cover"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[12%] inset-y-[22%] rounded-lg border-2 border-white/80 shadow-[0_0_0_100vmax_rgba(15,23,42,0.35)]"
        />
      </div>
      <p role="status" className="text-sm text-slate-700">
        {phase === 'starting' ? t('scanner.starting') : t('scanner.cameraHint')}
      </p>
    </div>
  );
}
