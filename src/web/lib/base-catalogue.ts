/**
 * The part of each language catalogue bundled with the landing page (docs/decisions/003). Everything
 * else is loaded with the first lazily loaded page, so the landing page's JavaScript stays small.
 * A key path names a whole subtree. Add a path here when the landing page, the layout or the chat
 * button starts using a new namespace.
 */
export const BASE_CATALOGUE_PATHS = [
  'meta',
  'common',
  'header',
  'hero',
  'estimate',
  'steps',
  'whyUs',
  'benefits',
  'reviews',
  'faq',
  'footer',
  'errors.network',
  'errors.internal',
  // The database is briefly unreachable (503): the estimate form says so, with Try again.
  'errors.unavailable',
  'errors.notFound',
  'errors.validation',
  'errors.catalogue',
  // The chat button's own labels (and the toast if the panel cannot load); the panel loads the rest.
  'chat.open',
  'chat.close',
  'chat.errors.sendFailed',
];

type TTree = { [key: string]: string | TTree };

/** The subtrees of `catalogue` named by `paths`, in the same shape. */
export function pickCatalogue(catalogue: TTree, paths: readonly string[]): TTree {
  const picked: TTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let source: string | TTree | undefined = catalogue;
    for (const part of parts) source = typeof source === 'object' ? source[part] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = typeof next === 'object' ? next : (target[part] = {});
    }
    target[parts.at(-1) as string] = source;
  }
  return picked;
}
