import type { ReactNode } from 'react';

/**
 * Small drawings for the answers customers most often misjudge (body and screen wear, display faults).
 * Inline SVG, a few hundred bytes each; decorative, since the card's text says the same.
 */
const INK = '#334155';
const BODY = '#e2e8f0';
const SCREEN = '#bae6fd';
const CRACK = '#b91c1c';

interface TFrame {
  x: number;
  y: number;
  w: number;
  h: number;
}
const PORTRAIT: TFrame = { x: 13, y: 3, w: 22, h: 42 };
const LANDSCAPE: TFrame = { x: 3, y: 10, w: 42, h: 28 };

type TDrawing = (frame: TFrame) => ReactNode;

const shine: TDrawing = ({ x, y, w }) => (
  <path
    d={`M${x + w - 8} ${y + 5}l4 4M${x + w - 11} ${y + 6}l2 2`}
    stroke="#fff"
    strokeWidth="1.6"
    strokeLinecap="round"
  />
);
const lightScratch: TDrawing = ({ x, y, w, h }) => (
  <path
    d={`M${x + w * 0.3} ${y + h * 0.55}l${w * 0.35} -${h * 0.12}`}
    stroke="#64748b"
    strokeWidth="0.9"
    strokeLinecap="round"
  />
);
const scratches: TDrawing = ({ x, y, w, h }) => (
  <path
    d={`M${x + 4} ${y + h * 0.35}l${w * 0.55} -${h * 0.1}M${x + 5} ${y + h * 0.55}l${w * 0.6} -${h * 0.14}M${x + w * 0.3} ${y + h * 0.78}l${w * 0.45} -${h * 0.08}M${x + w} ${y + h * 0.6}q-3 2.5 0 5`}
    stroke={INK}
    strokeWidth="1.2"
    strokeLinecap="round"
    fill="none"
  />
);
const crack: TDrawing = ({ x, y, w, h }) => (
  <path
    d={`M${x + w * 0.2} ${y + 2}l${w * 0.25} ${h * 0.3}l-${w * 0.12} ${h * 0.15}l${w * 0.4} ${h * 0.25}l-${w * 0.08} ${h * 0.28}M${x + w * 0.33} ${y + h * 0.45}l-${w * 0.3} ${h * 0.1}M${x + w * 0.73} ${y + h * 0.7}l${w * 0.27} -${h * 0.08}`}
    stroke={CRACK}
    strokeWidth="1.3"
    strokeLinejoin="round"
    strokeLinecap="round"
    fill="none"
  />
);
const shattered: TDrawing = (frame) => {
  const { x, y, w, h } = frame;
  return (
    <>
      <path d={`M${x + w * 0.5} ${y + h * 0.45}l${w * 0.5} -${h * 0.2}v${h * 0.35}z`} fill="#0f172a" />
      <path
        d={`M${x + w * 0.5} ${y + h * 0.45}l-${w * 0.5} -${h * 0.3}M${x + w * 0.5} ${y + h * 0.45}l-${w * 0.35} ${h * 0.55}M${x + w * 0.5} ${y + h * 0.45}l${w * 0.1} -${h * 0.45}M${x + w * 0.5} ${y + h * 0.45}l${w * 0.3} ${h * 0.55}M${x + w * 0.5} ${y + h * 0.45}l-${w * 0.5} ${h * 0.1}`}
        stroke={CRACK}
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </>
  );
};
const spots: TDrawing = ({ x, y, w, h }) => (
  <g fill="#fff" opacity="0.95">
    <circle cx={x + w * 0.35} cy={y + h * 0.3} r="3.2" />
    <circle cx={x + w * 0.65} cy={y + h * 0.62} r="2.4" />
    <circle cx={x + w * 0.3} cy={y + h * 0.75} r="1.6" />
  </g>
);
const deadPixels: TDrawing = ({ x, y, w, h }) => (
  <>
    <path d={`M${x + w * 0.62} ${y + 2}v${h - 4}`} stroke="#c026d3" strokeWidth="1.4" />
    <g fill="#0f172a">
      <rect x={x + w * 0.25} y={y + h * 0.3} width="2" height="2" />
      <rect x={x + w * 0.4} y={y + h * 0.6} width="2" height="2" />
      <rect x={x + w * 0.2} y={y + h * 0.72} width="2" height="2" />
    </g>
  </>
);

/** Back of the device (body questions): a camera in the corner, no screen. */
function Back({ frame, children, bent }: { frame: TFrame; children?: ReactNode; bent?: boolean }) {
  const { x, y, w, h } = frame;
  const outline = bent
    ? `M${x + 3} ${y}h${w - 6}q3 0 3 3q-4 ${h / 2 - 3} 0 ${h - 6}q0 3-3 3h-${w - 6}q-3 0-3-3q4-${h / 2 - 3} 0-${h - 6}q0-3 3-3z`
    : undefined;
  return (
    <>
      {outline ? (
        <path d={outline} fill={BODY} stroke={INK} strokeWidth="1.5" />
      ) : (
        <rect x={x} y={y} width={w} height={h} rx="3.5" fill={BODY} stroke={INK} strokeWidth="1.5" />
      )}
      <circle cx={x + 5.5} cy={y + 5.5} r="2.5" fill="#fff" stroke={INK} strokeWidth="1" />
      {children}
    </>
  );
}

/** Front of the device (screen and display questions). */
function Front({ frame, screen, children }: { frame: TFrame; screen: string; children?: ReactNode }) {
  const { x, y, w, h } = frame;
  const inner = { x: x + 2, y: y + 2, w: w - 4, h: h - 4 };
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="3.5" fill="#1e293b" stroke={INK} strokeWidth="1.5" />
      <rect x={inner.x} y={inner.y} width={inner.w} height={inner.h} rx="2" fill={screen} />
      {children}
    </>
  );
}

const DRAWINGS: Record<string, (frame: TFrame) => ReactNode> = {
  'body.noScratch': (f) => <Back frame={f}>{shine(f)}</Back>,
  'body.minorScratch': (f) => <Back frame={f}>{lightScratch(f)}</Back>,
  'body.scratchDent': (f) => <Back frame={f}>{scratches(f)}</Back>,
  'body.crackedBroken': (f) => <Back frame={f}>{crack(f)}</Back>,
  'body.backCoverBent': (f) => <Back frame={f} bent />,
  'screen.noScratch': (f) => (
    <Front frame={f} screen={SCREEN}>
      {shine(f)}
    </Front>
  ),
  'screen.minorScratch': (f) => (
    <Front frame={f} screen={SCREEN}>
      {lightScratch(f)}
    </Front>
  ),
  'screen.cracked': (f) => (
    <Front frame={f} screen={SCREEN}>
      {crack(f)}
    </Front>
  ),
  'screen.broken': (f) => (
    <Front frame={f} screen={SCREEN}>
      {shattered(f)}
    </Front>
  ),
  'display.normal': (f) => <Front frame={f} screen={SCREEN} />,
  'display.brightSpots': (f) => (
    <Front frame={f} screen={SCREEN}>
      {spots(inset(f))}
    </Front>
  ),
  'display.deadPixels': (f) => (
    <Front frame={f} screen={SCREEN}>
      {deadPixels(inset(f))}
    </Front>
  ),
  'display.noDisplay': (f) => <Front frame={f} screen="#020617" />,
};

function inset(frame: TFrame): TFrame {
  return { x: frame.x + 2, y: frame.y + 2, w: frame.w - 4, h: frame.h - 4 };
}

export function hasPicture(question: string, option: string): boolean {
  return `${question}.${option}` in DRAWINGS;
}

/** Notebooks and printers are drawn landscape, everything else portrait. */
export function ConditionPicture(props: { question: string; option: string; landscape: boolean }) {
  const draw = DRAWINGS[`${props.question}.${props.option}`];
  if (!draw) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox={props.landscape ? '0 7 48 34' : '10 0 28 48'}
      className={props.landscape ? 'h-11 w-16 shrink-0' : 'h-16 w-10 shrink-0'}
      fill="none"
    >
      {draw(props.landscape ? LANDSCAPE : PORTRAIT)}
    </svg>
  );
}
