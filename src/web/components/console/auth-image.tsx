import { useEffect, useState } from 'react';

/**
 * A staff-only image (photo, slip, signature): `load` fetches it with the session's token (no plain
 * `<img src>` can), and it is shown from an object URL, released when the image goes.
 */
export function AuthImage({
  source,
  load,
  alt,
  className,
}: {
  /** Says when the image changes (its path). */
  source: string;
  load: (source: string) => Promise<Blob>;
  alt: string;
  className: string;
}) {
  const [shown, setShown] = useState<{ source: string; url: string | null; failed: boolean }>({
    source,
    url: null,
    failed: false,
  });
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    load(source).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ source, url: objectUrl, failed: false });
      },
      () => current && setShown({ source, url: null, failed: true }),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // `load` is the feature's fetcher, the same function each render in effect; the source says when to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
  const state = shown.source === source ? shown : { url: null, failed: false };
  if (state.failed) {
    return <span className={`${className} flex items-center justify-center bg-slate-100 text-xs`}>⚠</span>;
  }
  if (!state.url) return <span className={`${className} block animate-pulse bg-slate-200`} />;
  return <img src={state.url} alt={alt} className={className} />;
}
