import { describe, expect, it } from 'vitest';
import type { TCatalogueEntry } from '../chat.repository.ts';
import { createCatalogueIndex } from './device-match.ts';

let nextId = 1;
const entry = (
  brandName: string,
  modelName: string,
  storageOptions: number[],
  category: TCatalogueEntry['category'] = 'phone',
): TCatalogueEntry => ({
  modelId: nextId++,
  modelName,
  brandId: brandName.length,
  brandName,
  category,
  storageOptions,
  releaseYear: 2023,
});

const catalogue = [
  entry('Apple', 'iPhone 13', [128, 256, 512]),
  entry('Apple', 'iPhone 13 Pro', [128, 256, 512, 1024]),
  entry('Apple', 'iPhone 13 Pro Max', [128, 256, 512, 1024]),
  entry('Apple', 'iPhone SE (3rd generation)', [64, 128, 256]),
  entry('Apple', 'MacBook Air 13" M2', [256, 512], 'notebook'),
  entry('Samsung', 'Galaxy S23 Ultra', [256, 512, 1024]),
  entry('Samsung', 'Galaxy S25+', [256, 512]),
  entry('Samsung', 'Galaxy S25', [128, 256]),
  entry('Samsung', 'Galaxy A55 5G', [128, 256]),
  entry('Xiaomi', 'Xiaomi 15', [256, 512]),
  entry('HONOR', 'HONOR 400', [256]),
  entry('Nothing', 'Phone (3)', [256]),
  entry('Nothing', 'Phone (3a)', [128, 256]),
];
const index = createCatalogueIndex(catalogue);
const find = (text: string) => {
  const match = index.findDevice(text);
  return (
    match && {
      model: match.entry.modelName,
      storage: match.storageGb,
      notOffered: match.storageNotOffered,
      extra: match.extraWord,
    }
  );
};

describe('createCatalogueIndex().findDevice', () => {
  it.each([
    ['ไอโฟน 13 128GB ได้เท่าไหร่', 'iPhone 13', 128],
    ['ไอโฟน13 256 กิ๊ก', 'iPhone 13', 256],
    ['iphone 13 pro max 1tb', 'iPhone 13 Pro Max', 1024],
    ['ไอโฟน13โปรแม็ก 512', 'iPhone 13 Pro Max', 512],
    ['ไอโฟน 13 โปร', 'iPhone 13 Pro', undefined],
    ['iphon 13 pro 256', 'iPhone 13 Pro', 256],
    ['iphone se 3 64gb', 'iPhone SE (3rd generation)', 64],
    ['แมคบุ๊คแอร์ M2 512', 'MacBook Air 13" M2', 512],
    ['S23 Ultra 512GB', 'Galaxy S23 Ultra', 512],
    ['ซัมซุง กาแลคซี่ s25 พลัส', 'Galaxy S25+', undefined],
    ['galaxy s25+ 256gb', 'Galaxy S25+', 256],
    ['Galaxy S25 128', 'Galaxy S25', 128],
    ['a55 256', 'Galaxy A55 5G', 256],
    ['xiaomi 15 512gb', 'Xiaomi 15', 512],
    ['honor 400', 'HONOR 400', undefined],
    ['nothing phone 3a', 'Phone (3a)', undefined],
    ['nothing phone 3', 'Phone (3)', undefined],
  ])('%s → %s', (text, model, storage) => {
    expect(find(text)).toMatchObject({ model, storage });
  });

  it.each([
    ['hello there'],
    ['ราคาเท่าไหร่'],
    // Numbers alone name nothing: "15" is not the Xiaomi 15, nor "400" the HONOR 400.
    ['ผมอายุ 15 ปี'],
    ['400 บาท'],
    // "s" and "23" far apart are not a Galaxy S23.
    ["it's a phone I bought in 2023 for my son, 23 years old"],
  ])('finds no device in %s', (text) => {
    expect(find(text)).toBeUndefined();
  });

  it('reports a size the model does not come in', () => {
    expect(find('iPhone 13 1TB')).toMatchObject({ model: 'iPhone 13', storage: undefined, notOffered: 1024 });
  });

  it('notices a model word the match does not have (a variant it does not buy)', () => {
    expect(find('galaxy s25 ultra')).toMatchObject({ model: 'Galaxy S25', extra: 'ultra' });
    expect(find('iphone 13 mini')?.extra).toBeUndefined(); // "mini" is no word of this catalogue
  });

  it('suggests models one word away, and brands without a model', () => {
    expect(index.suggestDevices('galaxy s23 256').map((model) => model.modelName)).toEqual([
      'Galaxy S23 Ultra',
    ]);
    expect(index.findBrand('ซัมซุงรับไหม')?.brandName).toBe('Samsung');
    expect(index.findBrand('hello')).toBeUndefined();
  });
});
