import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { TScanFormat } from './barcode-formats.ts';
import { cameraProblemOf, type TCameraProblem } from './camera-errors.ts';
import { loadCodeDetector } from './load-detector.ts';

/** How often a frame is looked at (a frame takes the ponyfill some tens of milliseconds). */
const LOOK_EVERY_MS = 150;

export type TCameraPhase = 'starting' | 'scanning';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * While mounted: opens the back camera into the `video` element it returns, loads a detector meanwhile, and looks at frames
 * until a code is read (`onDetected`, once) or something stands in the way (`onProblem`). Unmounting
 * stops the camera, whatever stage it was at.
 */
export function useCameraScan({
  formats,
  onDetected,
  onProblem,
}: {
  formats: readonly TScanFormat[];
  onDetected: (code: string, format: string) => void;
  onProblem: (problem: TCameraProblem) => void;
}): { video: RefObject<HTMLVideoElement | null>; phase: TCameraPhase } {
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<TCameraPhase>('starting');
  const detected = useEffectEvent(onDetected);
  const failed = useEffectEvent(onProblem);
  const formatList = formats.join(',');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    const stop = () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    const problem = (kind: TCameraProblem) => {
      if (stopped) return;
      stop();
      failed(kind);
    };

    async function run() {
      const media = navigator.mediaDevices;
      if (!media?.getUserMedia) return problem(window.isSecureContext ? 'none' : 'insecure');
      const detector = loadCodeDetector(formatList.split(',') as TScanFormat[]);
      detector.catch(() => undefined); // awaited below; a failure is reported there
      try {
        stream = await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        return problem(cameraProblemOf(error));
      }
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined); // autoplay of a muted inline video is allowed
      let reader;
      try {
        reader = await detector;
      } catch {
        return problem('reader');
      }
      if (stopped) return;
      setPhase('scanning');
      while (!stopped) {
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          let codes;
          try {
            codes = await reader.detect(element);
          } catch {
            return problem('reader');
          }
          const hit = codes.find((code) => code.rawValue.trim());
          if (hit && !stopped) {
            stop();
            detected(hit.rawValue.trim(), hit.format);
            return;
          }
        }
        await wait(LOOK_EVERY_MS);
      }
    }

    void run();
    return stop;
  }, [formatList]);

  return { video, phase };
}
