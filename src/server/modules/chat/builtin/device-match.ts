import type { TCatalogueEntry } from '../chat.repository.ts';
import { tokenMatches, tokensOf } from './text-normalize.ts';

/**
 * Finds the catalogue model a message talks about ("ไอโฟน 13 128GB", "galaxy s23 ultra 256 gb").
 * A model's words are required, except those customers leave out: the brand ("Galaxy", "Apple"),
 * screen sizes (13"), "5G", and years, codes and filler words in brackets ("(2024)", "(3rd generation)").
 * The model with the most words found wins, so "iPhone 13 Pro" beats "iPhone 13" when "pro" is there.
 */

interface TModelWords {
  entry: TCatalogueEntry;
  required: string[];
  optional: string[];
  /** The brand's words: they count in the score, and a model named by numbers only needs one of them. */
  brand: string[];
}

export interface TDeviceMatch {
  entry: TCatalogueEntry;
  /** The size the message names (in GB), when it names one. */
  storageGb: number | undefined;
  /** A size the message names that the model does not come in. */
  storageNotOffered: number | undefined;
  /**
   * A model word right after the match that is not this model's ("Galaxy S23 FE" when only the S23 is
   * bought): the customer means another model, so the assistant asks rather than quoting this one.
   */
  extraWord: string | undefined;
}

export interface TCatalogueIndex {
  /** Every word of the catalogue's brand and model names ("iphone", "pro", "galaxy"). */
  vocabulary: ReadonlySet<string>;
  findDevice(text: string): TDeviceMatch | undefined;
  /** Models one word short of the message ("Galaxy S23" when only the S23 Ultra is bought), best first. */
  suggestDevices(text: string, limit?: number): TCatalogueEntry[];
  /** A brand named without a model it sells ("ซัมซุงรับไหม"). */
  findBrand(text: string): { brandName: string; models: TCatalogueEntry[] } | undefined;
}

const SERIES_WORDS = new Set(['galaxy']);
const FILLER_WORDS = new Set(['generation', 'gen', 'edition', 'model', 'st', 'nd', 'rd', 'th']);

function wordsOf(entry: TCatalogueEntry): TModelWords {
  const optional: string[] = [];
  let name = entry.modelName;
  // Screen sizes (13", 13.2") and "5G" are left out by most customers.
  name = name.replace(/\d+(?:\.\d+)?"/g, (size) => {
    optional.push(...tokensOf(size));
    return ' ';
  });
  name = name.replace(/\b5G\b/gi, () => {
    optional.push('5', 'g');
    return ' ';
  });
  const required: string[] = [];
  name = name.replace(/\(([^)]*)\)/g, (_match, inside: string) => {
    // An ordinal in brackets tells generations apart ("(3rd generation)"); years and codes do not need saying.
    for (const token of tokensOf(inside)) {
      if (/^\d{1,2}$/.test(token)) required.push(token);
      else optional.push(token);
    }
    return ' ';
  });
  const brand = tokensOf(entry.brandName);
  for (const token of tokensOf(name)) {
    if (SERIES_WORDS.has(token) || brand.includes(token) || FILLER_WORDS.has(token)) optional.push(token);
    else required.push(token);
  }
  return { entry, required, optional, brand };
}

function findToken(tokens: string[], word: string, vocabulary: Set<string>): number {
  // A typo is forgiven only for a word that is not itself another catalogue word ("phone" is not "iphone").
  return tokens.findIndex((token) => token === word || (!vocabulary.has(token) && tokenMatches(token, word)));
}

function sizeFrom(tokens: string[], index: number): number | undefined {
  const value = Number(tokens[index]);
  const unit = tokens[index + 1];
  if (!Number.isInteger(value) || value <= 0) return undefined;
  if (unit === 'gb') return value;
  if (unit === 'tb') return value * 1024;
  return undefined;
}

function storageIn(tokens: string[], entry: TCatalogueEntry, usedPositions: Set<number>) {
  const named: number[] = [];
  tokens.forEach((_token, index) => {
    const size = sizeFrom(tokens, index);
    if (size !== undefined) named.push(size);
  });
  const offered = named.find((size) => entry.storageOptions.includes(size));
  if (offered !== undefined) return { storageGb: offered, storageNotOffered: undefined };
  // A bare number that is one of the model's sizes ("iphone 13 256").
  const bare = tokens.find(
    (token, index) =>
      !usedPositions.has(index) &&
      /^\d{2,4}$/.test(token) &&
      Number(token) >= 32 &&
      entry.storageOptions.includes(Number(token)),
  );
  if (bare !== undefined) return { storageGb: Number(bare), storageNotOffered: undefined };
  return { storageGb: undefined, storageNotOffered: named[0] };
}

export function createCatalogueIndex(catalogue: readonly TCatalogueEntry[]): TCatalogueIndex {
  const models = catalogue.map(wordsOf);
  const vocabulary = new Set(
    models.flatMap((model) => [...model.required, ...model.optional, ...model.brand]),
  );
  const modelWords = new Set(
    models.flatMap((model) => [...model.required, ...model.optional]).filter((word) => /^[a-z]+$/.test(word)),
  );
  for (const model of models) for (const word of model.brand) modelWords.delete(word);

  function score(tokens: string[], model: TModelWords) {
    const positions: number[] = [];
    for (const word of model.required) {
      const position = findToken(tokens, word, vocabulary);
      if (position === -1) return undefined;
      positions.push(position);
    }
    let optionalFound = 0;
    for (const word of model.optional) {
      const position = findToken(tokens, word, vocabulary);
      if (position !== -1) {
        optionalFound += 1;
        positions.push(position);
      }
    }
    const brandFound = model.brand.some((word) => findToken(tokens, word, vocabulary) !== -1);
    const namedByNumbersOnly = model.required.every((word) => /^\d+$/.test(word));
    if (model.required.length === 0 || (namedByNumbersOnly && !brandFound && optionalFound === 0))
      return undefined;
    // The words must sit together: "s" and "23" at opposite ends of a message are not a Galaxy S23.
    const span = Math.max(...positions) - Math.min(...positions) + 1;
    if (span > model.required.length + model.optional.length + 3) return undefined;
    return {
      found: model.required.length + optionalFound + (brandFound ? 1 : 0),
      missingOptional: model.optional.length - optionalFound,
      first: Math.min(...positions),
      positions: new Set(positions),
    };
  }

  return {
    vocabulary,
    findDevice(text) {
      const tokens = tokensOf(text);
      let best: { model: TModelWords; result: NonNullable<ReturnType<typeof score>> } | undefined;
      for (const model of models) {
        const result = score(tokens, model);
        if (!result) continue;
        const better =
          !best ||
          result.found > best.result.found ||
          (result.found === best.result.found && result.missingOptional < best.result.missingOptional) ||
          (result.found === best.result.found &&
            result.missingOptional === best.result.missingOptional &&
            result.first < best.result.first);
        if (better) best = { model, result };
      }
      if (!best) return undefined;
      const { entry, required, optional } = best.model;
      const after = tokens[Math.max(...best.result.positions) + 1];
      const extraWord =
        after !== undefined && modelWords.has(after) && !required.includes(after) && !optional.includes(after)
          ? after
          : undefined;
      return { entry, extraWord, ...storageIn(tokens, entry, best.result.positions) };
    },

    suggestDevices(text, limit = 3) {
      const tokens = tokensOf(text);
      const near: { entry: TCatalogueEntry; found: number }[] = [];
      for (const model of models) {
        const found = model.required.filter((word) => findToken(tokens, word, vocabulary) !== -1).length;
        // All but one of at least three words: "galaxy s 23" is near "Galaxy S23 Ultra", "iphone" alone is near nothing.
        if (found >= 2 && found === model.required.length - 1) near.push({ entry: model.entry, found });
      }
      return near
        .sort((a, b) => b.found - a.found)
        .slice(0, limit)
        .map((candidate) => candidate.entry);
    },

    findBrand(text) {
      const tokens = tokensOf(text);
      const brand = models.find(
        (model) =>
          model.brand.length > 0 && model.brand.every((word) => findToken(tokens, word, vocabulary) !== -1),
      );
      if (!brand) return undefined;
      const brandModels = catalogue.filter((entry) => entry.brandId === brand.entry.brandId);
      return { brandName: brand.entry.brandName, models: brandModels };
    },
  };
}
