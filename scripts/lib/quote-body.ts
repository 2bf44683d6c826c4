/** A valid quote request for the first active phone of the first brand. */
export async function validQuoteBody(url: string): Promise<string> {
  const { brands } = (await (await fetch(`${url}/api/brands?category=phone`)).json()) as {
    brands: { id: number }[];
  };
  const brandId = brands[0]?.id;
  const { models } = (await (await fetch(`${url}/api/models?brandId=${brandId}&category=phone`)).json()) as {
    models: { id: number; storageOptions: number[]; releaseYear: number }[];
  };
  const model = models[0];
  if (!model) throw new Error('the seeded catalogue has no phone');
  return JSON.stringify({
    modelId: model.id,
    storageGb: model.storageOptions[0],
    year: model.releaseYear,
    answers: {
      modelType: 'th',
      warranty: 'over4Months',
      body: 'minorScratch',
      screen: 'noScratch',
      display: 'normal',
      battery: 'over80',
      accessories: 'completeBox',
      functional: ['camera'],
    },
  });
}
