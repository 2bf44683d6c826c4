import type { TCategoryKey } from '#core/constants.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import type { TFunctionalIssue, TGrade, TQuestion } from '#core/questionnaire.ts';
import { offeredOptions, type TDeviceQuestionnaire } from '#core/questionnaire-mapping.ts';
import type { TRandom } from './random.ts';

/** What the demo needs to know of a catalogue model (the quotes module's pricing snapshot has it). */
export interface TDemoModel {
  id: number;
  name: string;
  brandName: string;
  category: TCategoryKey;
  /** What a device of this model is asked (the questionnaire mapping, decision 026). */
  questionnaire: TDeviceQuestionnaire;
  releaseYear: number;
  storageOptions: number[];
  /** Base price per `${storageGb}:${grade}`. */
  basePrices: Map<string, number>;
}

export interface TDemoDevice {
  model: TDemoModel;
  storageGb: number;
  year: number;
  answers: TAnswersInput;
  grade: TGrade;
  basePriceThb: number;
  imeiSerial: string | null;
}

/** What people trade in: mostly phones, then notebooks and tablets. */
const CATEGORY_WEIGHTS: readonly (readonly [TCategoryKey, number])[] = [
  ['phone', 62],
  ['notebook', 14],
  ['tablet', 12],
  ['gadget', 8],
  ['printer', 3],
  ['other', 1],
];
const BRAND_WEIGHTS: Record<string, number> = { Apple: 4, Samsung: 2.5, OPPO: 1.5, vivo: 1.5, Xiaomi: 1.5 };
const GRADE_WEIGHTS: readonly (readonly [TGrade, number])[] = [
  ['excellent', 34],
  ['good', 40],
  ['fair', 18],
  ['broken', 8],
];

/**
 * Answers a customer with a device of this grade would give (gradeFor maps them back to it), to the
 * questions the device is asked, choosing only among the options it is offered ("Model ZP" only where
 * the mapping offers it).
 */
export function answersFor(
  random: TRandom,
  questionnaire: TDeviceQuestionnaire,
  grade: TGrade,
): TAnswersInput {
  const asks = (question: TQuestion, option?: string) => {
    const options = offeredOptions(questionnaire, question);
    return option === undefined ? options.length > 0 : options.includes(option);
  };
  /** A weighted choice among the offered options (the first offered one if none of them is). */
  const offered = <T extends string>(question: TQuestion, weights: readonly (readonly [T, number])[]): T => {
    const kept = weights.filter(([option]) => asks(question, option));
    return kept.length > 0 ? random.weighted(kept) : (offeredOptions(questionnaire, question)[0] as T);
  };
  const answers: TAnswersInput = { functional: [] };
  if (asks('modelType')) {
    answers.modelType = offered('modelType', [
      ['th', 85],
      ['international', 10],
      ['zp', 5],
    ] as const);
  }
  if (asks('warranty')) {
    answers.warranty = offered('warranty', [
      ['expired', 55],
      ['under4Months', 25],
      ['over4Months', 20],
    ] as const);
  }
  if (asks('body')) answers.body = 'noScratch';
  if (asks('screen')) answers.screen = 'noScratch';
  if (asks('display')) answers.display = 'normal';
  if (asks('battery')) answers.battery = 'over80';
  if (asks('accessories')) {
    answers.accessories = offered('accessories', [
      ['completeBox', 40],
      ['incomplete', 35],
      ['noBox', 25],
    ] as const);
  }
  const issues = [...offeredOptions(questionnaire, 'functional')] as TFunctionalIssue[];
  const takeIssues = (count: number) => {
    for (let index = 0; index < count; index += 1) {
      const issue = random.pick(issues.filter((candidate) => !answers.functional.includes(candidate)));
      answers.functional.push(issue);
    }
  };
  const flaw = <T extends string>(options: readonly (T | false)[]): T =>
    random.pick(options.filter((option): option is T => option !== false));
  switch (grade) {
    case 'excellent':
      break;
    case 'good': {
      const kind = flaw([
        asks('body', 'minorScratch') && 'body',
        asks('screen', 'minorScratch') && 'screen',
        issues.length > 0 && 'issue',
      ]);
      if (kind === 'body') answers.body = 'minorScratch';
      else if (kind === 'screen') answers.screen = 'minorScratch';
      else takeIssues(1);
      break;
    }
    case 'fair': {
      const kind = flaw([
        asks('body', 'scratchDent') && 'body',
        asks('battery', 'under80') && 'battery',
        issues.length > 1 && 'issues',
      ]);
      if (kind === 'body') answers.body = 'scratchDent';
      else if (kind === 'battery') answers.battery = 'under80';
      else takeIssues(2);
      break;
    }
    case 'broken': {
      const kind = flaw([
        asks('body', 'crackedBroken') && 'body',
        asks('screen', 'cracked') && 'screen',
        asks('display', 'noDisplay') && 'display',
      ]);
      if (kind === 'body') answers.body = 'crackedBroken';
      else if (kind === 'screen') answers.screen = 'cracked';
      else answers.display = 'noDisplay';
      break;
    }
  }
  return answers;
}

/** Fifteen digits whose last is the Luhn check digit of the first fourteen. */
export function makeImei(random: TRandom): string {
  let body = '35';
  while (body.length < 14) body += String(random.int(0, 9));
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    // From the right of the full number, every second digit (the check digit being first) is doubled.
    let digit = Number(body[13 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const SERIAL_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A manufacturer's serial: letters first, as notebooks and printers print them. */
export function makeSerial(random: TRandom): string {
  let serial = `${random.pick(['C02', 'PF', 'NXH', '5CD', 'X8'])}`;
  while (serial.length < 11) serial += random.pick([...SERIAL_CHARACTERS]);
  return serial;
}

const priceOf = (model: TDemoModel, storageGb: number, grade: TGrade) =>
  model.basePrices.get(`${storageGb}:${grade}`);

/**
 * A priced device from the catalogue: category, then brand (popular brands more often), model, a grade
 * the customer's answers give, and a storage size with a price for that grade. `minimumThb` keeps devices
 * worth next to nothing out where a story needs a price to lower.
 */
export function pickDevice(
  random: TRandom,
  models: readonly TDemoModel[],
  options: { maxYear: number; minimumThb?: number },
): TDemoDevice {
  const minimum = options.minimumThb ?? 0;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const category = random.weighted(CATEGORY_WEIGHTS);
    const grade = random.weighted(GRADE_WEIGHTS);
    const candidates = models.filter(
      (model) =>
        model.category === category &&
        model.releaseYear <= options.maxYear &&
        model.storageOptions.some((size) => (priceOf(model, size, grade) ?? -1) >= minimum),
    );
    if (candidates.length === 0) continue;
    const model = random.weighted(
      candidates.map((each) => [each, BRAND_WEIGHTS[each.brandName] ?? 1] as const),
    );
    const storageGb = random.pick(
      model.storageOptions.filter((size) => (priceOf(model, size, grade) ?? -1) >= minimum),
    );
    const year = random.int(model.releaseYear, Math.min(options.maxYear, model.releaseYear + 2));
    const answers = answersFor(random, model.questionnaire, grade);
    const tracked = model.category === 'phone' || model.category === 'tablet';
    const imeiSerial = random.chance(0.45) ? (tracked ? makeImei(random) : makeSerial(random)) : null;
    return {
      model,
      storageGb,
      year,
      answers,
      grade,
      basePriceThb: priceOf(model, storageGb, grade)!,
      imeiSerial,
    };
  }
  throw new Error('The catalogue has no priced models for the demo business; seed it first');
}

const FREE_TEXT_CONDITIONS = ['ใช้งานปกติ', 'มีรอยขีดข่วนเล็กน้อย', 'จอแตกมุมขวา', 'แบตเสื่อม', 'เปิดไม่ติด'];

/** How a customer describes a device when asking for a pick-up without a valuation. */
export function describeFreely(random: TRandom, device: TDemoDevice): string {
  const { brandName, name } = device.model;
  const model = name.toLowerCase().startsWith(brandName.toLowerCase()) ? name : `${brandName} ${name}`;
  return `${model} ${random.pick(FREE_TEXT_CONDITIONS)}`;
}
