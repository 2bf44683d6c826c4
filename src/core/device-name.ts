import { formatStorage } from './storage.ts';

/**
 * A model with its brand, "Apple iPhone 15"; the brand is not said twice when the model's name already
 * starts with it ("Apple Watch SE 3", not "Apple Apple Watch SE 3").
 */
export function modelTitle(brandName: string, modelName: string): string {
  if (!brandName) return modelName;
  return modelName.toLowerCase().startsWith(brandName.toLowerCase())
    ? modelName
    : `${brandName} ${modelName}`;
}

/** "Apple iPhone 15 128 GB"; the brand is not repeated when the model name already starts with it. */
export function describeDevice(device: {
  brandName: string;
  modelName: string;
  storageGb: number | null;
}): string {
  const name = modelTitle(device.brandName, device.modelName);
  const storage = device.storageGb === null ? null : formatStorage(device.storageGb);
  return storage ? `${name} ${storage}` : name;
}

/** Lower case, one space between words, no marks around them: how names are compared with free text. */
const normalized = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim()} `;

/** The shortest model name matched without its brand ("iPhone 14"; not "X200 FE"): shorter ones say too little. */
const BARE_NAME_MIN = 8;

/**
 * The catalogue model a customer's free words name (issue 30, item 10): the model whose title ("vivo
 * X200 FE"), or whose own name when it says enough ("Galaxy S24 Ultra"), stands in the text as whole
 * words; the longest such name wins, so "iPhone 14 Pro Max" is not taken for "iPhone 14". Null when
 * none does.
 */
export function matchCatalogueModel<TModel extends { brandName: string; name: string }>(
  text: string,
  models: readonly TModel[],
): TModel | null {
  const words = normalized(text);
  let best: { model: TModel; length: number } | null = null;
  for (const model of models) {
    for (const name of [modelTitle(model.brandName, model.name), model.name]) {
      const candidate = normalized(name);
      if (name === model.name && candidate.trim().length < BARE_NAME_MIN) continue;
      if (candidate.trim() === '' || !words.includes(candidate)) continue;
      if (!best || candidate.length > best.length) best = { model, length: candidate.length };
    }
  }
  return best?.model ?? null;
}
