import sharp from 'sharp';
import type { TCategoryKey } from '#core/constants.ts';
import type { TGrade } from '#core/questionnaire.ts';

/**
 * The customers' photos of the demo: drawn (SVG) and encoded by sharp as a phone would send them, JPEG
 * or WebP, then uploaded through the photos module like any customer's. A device on a table, seen from
 * the front, the back or with its box; scratches or a crack when its grade says so.
 */
export type TPhotoView = 'front' | 'back' | 'box';
export const PHOTO_VIEWS: readonly TPhotoView[] = ['front', 'back', 'box'];

export const DEVICE_COLOURS = ['#1f2328', '#c9ccd1', '#e8d3b9', '#3b5b7a', '#7a3b4f'] as const;
const SURFACES = [
  ['#d9c3a5', '#b89a74'],
  ['#f1f1ee', '#d8d8d2'],
  ['#8a6a4f', '#5e4634'],
] as const;

export interface TPhotoSpec {
  category: TCategoryKey;
  view: TPhotoView;
  colour: (typeof DEVICE_COLOURS)[number];
  grade: TGrade;
  surface: number;
}

const portrait = (category: TCategoryKey) => category === 'phone' || category === 'tablet';

/** The device's outline: [x, y, width, height, corner radius] on the photo. */
function bodyOf(
  category: TCategoryKey,
  width: number,
  height: number,
): [number, number, number, number, number] {
  switch (category) {
    case 'phone':
      return [width * 0.3, height * 0.14, width * 0.4, height * 0.72, 28];
    case 'tablet':
      return [width * 0.17, height * 0.16, width * 0.66, height * 0.68, 22];
    case 'notebook':
      return [width * 0.2, height * 0.14, width * 0.6, height * 0.5, 10];
    case 'printer':
      return [width * 0.18, height * 0.3, width * 0.64, height * 0.42, 14];
    default:
      return [width * 0.34, height * 0.24, width * 0.32, height * 0.46, 60];
  }
}

function damageOf(grade: TGrade, [x, y, w, h]: readonly number[]): string {
  if (grade === 'broken') {
    const cx = x! + w! * 0.62;
    const cy = y! + h! * 0.3;
    const rays = [
      [-0.4, 0.5],
      [0.3, 0.6],
      [0.35, -0.25],
      [-0.3, -0.2],
      [0.05, 0.7],
    ];
    return rays
      .map(
        ([dx, dy]) =>
          `<path d="M${cx} ${cy} l${dx! * w! * 0.3} ${dy! * h! * 0.2} l${dx! * w! * 0.25} ${dy! * h! * 0.25}" stroke="#f4f6f8" stroke-width="2" fill="none" opacity="0.85"/>`,
      )
      .join('');
  }
  if (grade === 'fair' || grade === 'good') {
    const count = grade === 'fair' ? 5 : 2;
    return Array.from({ length: count }, (_, index) => {
      const sx = x! + w! * (0.15 + 0.14 * index);
      const sy = y! + h! * (0.2 + 0.11 * index);
      return `<line x1="${sx}" y1="${sy}" x2="${sx + w! * 0.18}" y2="${sy + h! * 0.05}" stroke="#ffffff" stroke-width="1.2" opacity="0.55"/>`;
    }).join('');
  }
  return '';
}

/** The photo as SVG text. */
export function photoSvg(spec: TPhotoSpec): string {
  const [width, height] = portrait(spec.category) ? [480, 640] : [640, 480];
  const [light, dark] = SURFACES[spec.surface % SURFACES.length]!;
  const body = bodyOf(spec.category, width, height);
  const [x, y, w, h, r] = body;
  const parts: string[] = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    `<rect x="${x + 8}" y="${y + 10}" width="${w}" height="${h}" rx="${r}" fill="#000" opacity="0.18"/>`,
  ];
  if (spec.view === 'box') {
    parts.push(
      `<rect x="${width * 0.08}" y="${height * 0.1}" width="${width * 0.5}" height="${height * 0.55}" rx="6" fill="#fafafa" stroke="#bbb"/>`,
      `<rect x="${width * 0.16}" y="${height * 0.2}" width="${width * 0.34}" height="${height * 0.3}" rx="6" fill="${spec.colour}" opacity="0.8"/>`,
    );
  }
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${spec.colour}"/>`);
  if (spec.view === 'back') {
    // Cameras on a phone or tablet's back; a logo-like mark on the others.
    const lens = Math.max(10, w * 0.09);
    if (portrait(spec.category)) {
      parts.push(
        `<rect x="${x + w * 0.08}" y="${y + h * 0.04}" width="${lens * 2.6}" height="${lens * 2.6}" rx="${lens * 0.6}" fill="#000" opacity="0.25"/>`,
        `<circle cx="${x + w * 0.08 + lens * 0.8}" cy="${y + h * 0.04 + lens * 0.8}" r="${lens * 0.55}" fill="#111"/>`,
        `<circle cx="${x + w * 0.08 + lens * 1.8}" cy="${y + h * 0.04 + lens * 1.8}" r="${lens * 0.55}" fill="#111"/>`,
      );
    } else {
      parts.push(
        `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) * 0.08}" fill="#fff" opacity="0.35"/>`,
      );
    }
  } else {
    const inset = Math.max(6, Math.min(w, h) * 0.05);
    const screen =
      spec.category === 'printer'
        ? `<rect x="${x + w * 0.1}" y="${y + h * 0.12}" width="${w * 0.8}" height="${h * 0.16}" rx="4" fill="#2b2f36"/>`
        : `<rect x="${x + inset}" y="${y + inset}" width="${w - inset * 2}" height="${h - inset * 2}" rx="${Math.max(4, r - inset)}" fill="#0d1117"/>`;
    parts.push(
      screen,
      `<rect x="${x + inset}" y="${y + inset}" width="${w - inset * 2}" height="${h - inset * 2}" rx="${Math.max(4, r - inset)}" fill="url(#g)"/>`,
    );
    if (spec.category === 'notebook') {
      parts.push(
        `<path d="M${x - w * 0.08} ${y + h + 4} h${w * 1.16} l-${w * 0.05} ${h * 0.14} h-${w * 1.06} z" fill="${spec.colour}"/>`,
      );
    }
  }
  parts.push(damageOf(spec.grade, body));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export type TPhotoFormat = 'jpeg' | 'webp';

/** The photo encoded as a phone would send it. */
export function renderPhoto(spec: TPhotoSpec, format: TPhotoFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(photoSvg(spec)));
  return (format === 'jpeg' ? image.jpeg({ quality: 82 }) : image.webp({ quality: 78 })).toBuffer();
}

/** Rendered photos by what they show: the same device seen the same way is drawn once per run. */
export function createPhotoRenderer() {
  const cache = new Map<string, Promise<Buffer>>();
  return (spec: TPhotoSpec, format: TPhotoFormat): Promise<Buffer> => {
    const key = `${spec.category}|${spec.view}|${spec.colour}|${spec.grade}|${spec.surface}|${format}`;
    let rendered = cache.get(key);
    if (!rendered) {
      rendered = renderPhoto(spec, format);
      cache.set(key, rendered);
    }
    return rendered;
  };
}
