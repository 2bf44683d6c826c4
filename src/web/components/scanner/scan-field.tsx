import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { buttonClass, inputClass, labelClass } from '../console/console-styles.ts';
import { SCAN_FORMATS, type TScanFormat } from './barcode-formats.ts';
import { cameraProblemKey, type TCameraProblem } from './camera-errors.ts';
import { CameraScanButton } from './camera-scan-button.tsx';
import { useWedgeCapture } from './use-wedge-capture.ts';

export type TScanSource = 'keyboard' | 'camera';

/**
 * Find by scan (shared by the consoles that look things up by a code): a field that takes typed entry
 * and a barcode scanner acting as a keyboard — in the field, or anywhere on the page —, and a camera
 * button that reads QR codes, Code 128 and EAN-13. A camera that cannot be used says why; typing stays.
 * `message` shows under the field (e.g. the caller's "Nothing found").
 */
export function ScanField({
  label,
  placeholder,
  onScan,
  formats = SCAN_FORMATS,
  busy = false,
  message,
  captureWedge = true,
}: {
  label: string;
  placeholder?: string;
  onScan: (code: string, source: TScanSource) => void;
  formats?: readonly TScanFormat[];
  busy?: boolean;
  message?: ReactNode;
  /** Off when another scan field on the page already listens. */
  captureWedge?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TCameraProblem | null>(null);

  const take = (code: string, source: TScanSource) => {
    const value = code.trim();
    if (!value) return;
    setText(value);
    setProblem(null);
    onScan(value, source);
  };
  useWedgeCapture(input, (code) => take(code, 'keyboard'), captureWedge);

  function submit(event: FormEvent) {
    event.preventDefault();
    take(text, 'keyboard');
  }

  return (
    <form onSubmit={submit} role="search" aria-label={label} className="grid gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder ?? t('scanner.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          aria-describedby={`${id}-hint`}
          className={`${inputClass} min-w-0 flex-1 basis-48 font-mono`}
        />
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass.primary}>
          {t('scanner.find')}
        </button>
        <CameraScanButton
          formats={formats}
          onDetected={(code) => take(code, 'camera')}
          onProblem={(next) => {
            setProblem(next);
            input.current?.focus();
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('scanner.hint')}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t(cameraProblemKey(problem))}
        </p>
      )}
      {message}
    </form>
  );
}
