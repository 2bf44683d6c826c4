import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { buttonClass } from '../console/console-styles.ts';
import { SCAN_FORMATS, type TScanFormat } from './barcode-formats.ts';
import type { TCameraProblem } from './camera-errors.ts';
import { CameraScanDialog } from './camera-scan-dialog.tsx';

/**
 * "Scan with camera": opens the camera and hands over the first code it reads. A camera that cannot be
 * used is reported through `onProblem` (the caller shows it beside the typed entry, which stays).
 */
export function CameraScanButton({
  onDetected,
  onProblem,
  formats = SCAN_FORMATS,
  className = buttonClass.secondary,
}: {
  onDetected: (code: string, format: string) => void;
  onProblem: (problem: TCameraProblem) => void;
  formats?: readonly TScanFormat[];
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        <CameraIcon />
        {t('scanner.camera')}
      </button>
      <CameraScanDialog
        open={open}
        formats={formats}
        onClose={() => setOpen(false)}
        onDetected={(code, format) => {
          setOpen(false);
          onDetected(code, format);
        }}
        onProblem={(problem) => {
          setOpen(false);
          onProblem(problem);
        }}
      />
    </>
  );
}

function CameraIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
      <path d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z" />
    </svg>
  );
}
