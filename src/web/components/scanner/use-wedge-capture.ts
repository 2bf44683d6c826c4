import { useEffect, useEffectEvent, type RefObject } from 'react';
import { createWedgeDetector } from './wedge-detector.ts';

/** Where a person types: their keys are theirs, never a scan's. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
}

/**
 * Catches a keyboard-wedge scan anywhere on the page (wedge-detector.ts) — on a table row, a button, the
 * page itself — except in a field someone types in; `own` is the scan field, whose form takes its own
 * Enter. The scan's Enter does not act on what has the focus (a row would open).
 */
export function useWedgeCapture(
  own: RefObject<HTMLInputElement | null>,
  onScan: (code: string) => void,
  enabled = true,
) {
  const scanned = useEffectEvent(onScan);
  useEffect(() => {
    if (!enabled) return;
    const detector = createWedgeDetector();
    function onKeyDown(event: KeyboardEvent) {
      if (event.target === own.current || isTypingTarget(event.target)) {
        detector.reset();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const verdict = detector.press(event.key, event.timeStamp);
      if (verdict.kind !== 'scan') return;
      event.preventDefault();
      event.stopPropagation();
      scanned(verdict.code);
    }
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [own, enabled]);
}
