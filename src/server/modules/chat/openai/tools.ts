import { answersFor, statedAnswers } from '../builtin/condition-match.ts';
import { createCatalogueIndex, type TCatalogueIndex } from '../builtin/device-match.ts';
import { LABELS } from '../builtin/labels.ts';
import { deviceLabel } from '../builtin/reply-format.ts';
import type { TChatRepository } from '../chat.repository.ts';
import { valuationPath, type TPriceLookup } from '../price-lookup.ts';
import type { TLookupStatus } from '../status-lookup.ts';
import type { TPriceLine } from '#core/contracts/quotes.ts';

/**
 * The tools an OpenAI-compatible model may call, run on the server with the same services as the
 * built-in assistant. Results are JSON for the model; a request's details only for reference + phone.
 */
export const TOOL_DEFINITIONS = [
  {
    type: 'function',
    function: {
      name: 'lookup_price',
      description:
        "Today's trade-in price of a device from Khumkha's catalogue and pricing engine, line by line, with the link that starts the valuation. Use it for every price question; never guess a price.",
      parameters: {
        type: 'object',
        properties: {
          device: {
            type: 'string',
            description:
              'Brand and model as the customer wrote them, e.g. "iPhone 13 Pro" or "ซัมซุง S24 Ultra"',
          },
          storage_gb: {
            type: 'integer',
            description: 'Storage size in GB (1 TB = 1024), if the customer said it',
          },
          condition: {
            type: 'string',
            description:
              'The customer\'s own words about the condition, e.g. "cracked screen, battery 78%, no box"',
          },
        },
        required: ['device'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'lookup_status',
      description:
        "The status of a trade-in request, and its vouchers' balances and last valid days. Needs both its reference number (TRD-YYMMDD-XXXX) and the phone number given with it, exactly as the customer wrote them; never guess or reuse either.",
      parameters: {
        type: 'object',
        properties: {
          reference: { type: 'string', description: 'Reference number, e.g. TRD-250101-AB12' },
          phone: { type: 'string', description: 'Thai phone number given with the request' },
        },
        required: ['reference', 'phone'],
      },
    },
  },
] as const;

const EN = LABELS.en;

function optionLabel(question: string, option: string): string {
  const options = EN.options[question as keyof typeof EN.options] as Record<string, string> | undefined;
  return options?.[option] ?? option;
}

function lineLabel(line: TPriceLine): string {
  if (line.kind === 'base') return EN.lines.base.replace('{{grade}}', EN.grades[line.grade ?? 'excellent']);
  if (line.kind === 'adjustment') {
    return line.option ? optionLabel(line.question ?? '', line.option) : `${line.question}`;
  }
  return line.kind === 'floor' ? EN.lines.floor : EN.lines.rounding;
}

export function createToolRunner(deps: {
  repository: TChatRepository;
  prices: TPriceLookup;
  lookupStatus: TLookupStatus;
}) {
  let index: TCatalogueIndex | undefined;
  const catalogue = async () => (index ??= createCatalogueIndex(await deps.repository.listActiveCatalogue()));

  async function lookupPrice(args: { device?: unknown; storage_gb?: unknown; condition?: unknown }) {
    const device = typeof args.device === 'string' ? args.device.slice(0, 200) : '';
    const storage =
      typeof args.storage_gb === 'number' && Number.isInteger(args.storage_gb) ? args.storage_gb : undefined;
    const condition = typeof args.condition === 'string' ? args.condition.slice(0, 500) : '';
    const found = await catalogue();
    const match = found.findDevice(storage === undefined ? device : `${device} ${storage} gb`);
    if (!match) {
      const near = found.suggestDevices(device).map((entry) => deviceLabel(entry));
      const brand = found.findBrand(device);
      return {
        found: false,
        didYouMean: near,
        brandModels: brand?.models.slice(0, 8).map((entry) => entry.modelName) ?? [],
      };
    }
    const { entry } = match;
    const questionnaire = await deps.prices.questionnaireOf(entry);
    if (!questionnaire) return { found: false, didYouMean: [], brandModels: [] };
    const answers = answersFor(questionnaire, statedAnswers(condition));
    // The questions this device is asked (decision 026): the only ones to ask the customer about.
    const askAbout = questionnaire.map(({ question, options }) => ({
      question,
      options: options.map((option) => optionLabel(question, option)),
    }));
    const storageGb =
      match.storageGb ?? (entry.storageOptions.length === 1 ? entry.storageOptions[0] : undefined);
    if (storageGb === undefined) {
      const sizes = [];
      for (const size of entry.storageOptions) {
        const price = await deps.prices.priceDevice(entry, size, answers);
        if (price) sizes.push({ storageGb: size, offerThb: price.offerThb, grade: price.grade });
      }
      return {
        found: true,
        device: deviceLabel(entry),
        note: 'Storage not given: the price for each size. Ask the customer which size.',
        storageOptionsGb: entry.storageOptions,
        prices: sizes,
        askAbout,
        valuationLink: valuationPath(entry, entry.storageOptions[0] ?? 0),
      };
    }
    const price = await deps.prices.priceDevice(entry, storageGb, answers);
    if (!price)
      return {
        found: true,
        device: deviceLabel(entry, storageGb),
        price: null,
        note: 'No price set for this device yet',
        askAbout,
      };
    return {
      found: true,
      device: deviceLabel(entry, storageGb),
      grade: price.grade,
      lines: price.lines.map((line) => ({ item: lineLabel(line), amountThb: line.amountThb })),
      totalThb: price.offerThb,
      voucherThb: price.voucherOfferThb,
      provincialBonusThb: price.provincialBonusThb,
      valuationLink: price.valuationPath,
      askAbout,
    };
  }

  async function lookupStatus(args: { reference?: unknown; phone?: unknown }) {
    const reference = typeof args.reference === 'string' ? args.reference.trim().toUpperCase() : '';
    const phone = typeof args.phone === 'string' ? args.phone : '';
    if (!/^TRD-\d{6}-[A-Z0-9]{4}$/.test(reference) || phone === '')
      return { found: false, reason: 'needs reference and phone' };
    const result = await deps.lookupStatus(reference, phone);
    if (!result.found) {
      return result.reason === 'rateLimited'
        ? { found: false, reason: 'too many look-ups, try again later' }
        : { found: false, reason: 'no request with this reference and phone number' };
    }
    const { tracking } = result;
    return {
      found: true,
      reference: tracking.reference,
      status: EN.status[tracking.status].label,
      meaning: EN.status[tracking.status].hint,
      device: tracking.device,
      offerThb: tracking.offerThb,
      priceAfterInspectionThb: tracking.actualPriceThb,
      customerMustAcceptOrDecline: tracking.decisionRequired,
      // The code's last group only: the whole code and its PDF are on the tracking page (decision 044).
      vouchers: (tracking.vouchers ?? []).map((voucher) => ({
        codeEndsWith: voucher.code.slice(-4),
        state: voucher.status,
        balanceThb: voucher.balanceSatang / 100,
        validUntil: voucher.validUntil,
      })),
      trackingPage: '/track',
    };
  }

  return {
    /** Runs one call; a bad call is answered with an error for the model rather than failing the chat. */
    async run(name: string, rawArguments: string): Promise<string> {
      let args: Record<string, unknown>;
      try {
        args = JSON.parse(rawArguments || '{}') as Record<string, unknown>;
      } catch {
        return JSON.stringify({ error: 'arguments are not valid JSON' });
      }
      if (name === 'lookup_price') return JSON.stringify(await lookupPrice(args));
      if (name === 'lookup_status') return JSON.stringify(await lookupStatus(args));
      return JSON.stringify({ error: `unknown tool ${name}` });
    },
  };
}
