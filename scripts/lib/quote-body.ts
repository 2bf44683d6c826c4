/** A valid quote request for the first active phone of the first brand. */
export async function validQuoteBody(url: string): Promise<string> {
  const { modelsPath } = await firstPhone(url);
  const { models } = (await (await fetch(`${url}${modelsPath}`)).json()) as {
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

async function firstPhone(url: string): Promise<{ modelsPath: string }> {
  const { brands } = (await (await fetch(`${url}/api/brands?category=phone`)).json()) as {
    brands: { id: number }[];
  };
  return { modelsPath: `/api/models?brandId=${brands[0]?.id}&category=phone` };
}

export type TBenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

/**
 * What a customer's browser asks for, for load generators: a quote alone, and the walk through the
 * catalogue to a quote (brands, models, preview, quote). Checks first that the quote is accepted.
 */
export async function customerRequests(
  url: string,
): Promise<{ quote: TBenchRequest[]; mixed: TBenchRequest[] }> {
  const { modelsPath } = await firstPhone(url);
  const quote = await validQuoteBody(url);
  const check = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    body: quote,
    headers: { 'content-type': 'application/json' },
  });
  if (check.status !== 201)
    throw new Error(`POST /api/quotes answered ${check.status}: ${await check.text()}`);
  return {
    quote: [{ method: 'POST', path: '/api/quotes', body: quote }],
    mixed: [
      { method: 'GET', path: '/api/brands?category=phone' },
      { method: 'GET', path: modelsPath },
      { method: 'POST', path: '/api/quotes/preview', body: quote },
      { method: 'POST', path: '/api/quotes', body: quote },
    ],
  };
}
