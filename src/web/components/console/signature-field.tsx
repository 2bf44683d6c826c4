import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from '../../lib/i18n.ts';
import { buttonClass, labelClass } from './console-styles.ts';

/**
 * A signature drawn on screen with finger, mouse or pen (`signature_pad`): the pad fills the width it
 * is given, Clear starts again. It reports a PNG once something is drawn, and null when cleared; the
 * form uploads it as a `signature` file (decision 029) when it is confirmed.
 */
export function SignatureField({
  label,
  onChange,
  error,
}: {
  label: string;
  onChange: (png: Blob | null) => void;
  /** An i18n key. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signature = new SignaturePad(element, { penColor: '#0f172a', backgroundColor: '#ffffff' });
    pad.current = signature;
    // The canvas draws at the device's pixel ratio and the width it is shown at; a resize starts afresh.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = element.offsetWidth;
      if (width === 0 || element.width === Math.round(width * ratio)) return;
      element.width = Math.round(width * ratio);
      element.height = Math.round(element.offsetHeight * ratio);
      element.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      setDrawn(false);
      report.current(null);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    const ended = () => {
      if (signature.isEmpty()) return;
      setDrawn(true);
      element.toBlob((blob) => report.current(blob), 'image/png');
    };
    signature.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      signature.removeEventListener('endStroke', ended);
      signature.off();
      pad.current = null;
    };
  }, []);

  function clear() {
    pad.current?.clear();
    setDrawn(false);
    onChange(null);
  }

  return (
    <div>
      <div className="flex items-end justify-between gap-2">
        <span id={id} className={labelClass}>
          {label}
        </span>
        <button type="button" className={buttonClass.secondary} onClick={clear} disabled={!drawn}>
          {t('console.signature.clear')}
        </button>
      </div>
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby={id}
        aria-describedby={`${id}-hint`}
        data-testid="signature-pad"
        className={`mt-1 block h-44 w-full touch-none rounded-lg border-2 border-dashed bg-white ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {drawn ? t('console.signature.drawn') : t('console.signature.hint')}
      </p>
      {error && <p className="mt-1 text-xs font-medium text-red-800">{t(error)}</p>}
    </div>
  );
}
