import type { TAnswersInput } from '#core/contracts/quotes.ts';
import { offeredOptions, type TDeviceQuestionnaire } from '#core/questionnaire-mapping.ts';
import type { TFunctionalIssue, TGrade, TSingleQuestion } from '#core/questionnaire.ts';

/**
 * The questionnaire answers a message states ("จอแตก", "cracked screen", "battery 76%", "no box"); the
 * rest take the answers that neither add nor take away in the default price table (a Thai model, under
 * 4 months of warranty left, accessories incomplete), so the price shown is the grade's own.
 */

export type TStatedAnswers = Partial<Omit<TAnswersInput, 'functional'>> & { functional: TFunctionalIssue[] };

export const NEUTRAL_ANSWERS: Required<Omit<TAnswersInput, 'functional'>> = {
  modelType: 'th',
  warranty: 'under4Months',
  body: 'noScratch',
  screen: 'noScratch',
  display: 'normal',
  battery: 'over80',
  accessories: 'incomplete',
};

type TRule = { pattern: RegExp; answers: Partial<Omit<TAnswersInput, 'functional'>> };

/** First match per question wins, so the more specific wording comes first. */
const RULES: TRule[] = [
  {
    pattern: /จอ\s*(?:ไม่ติด|ดับ|ไม่แสดง)|ไม่มีภาพ|no display|(?:screen|display) (?:is )?(?:black|dead|blank)/,
    answers: { display: 'noDisplay' },
  },
  {
    pattern: /จุดขาว|จุดสว่าง|ฝุ่นในจอ|bright spots?|dust (?:in|under) the screen/,
    answers: { display: 'brightSpots' },
  },
  {
    pattern: /dead pixels?|จอ(?:เป็น)?เส้น|เส้นที่จอ|lines? on the (?:screen|display)|จอเบิร์น|burn.?in/,
    answers: { display: 'deadPixels' },
  },
  // The web app's words: หน้าจอร้าว is "cracked", หน้าจอแตก is "broken" (both make the grade broken).
  {
    pattern:
      /จอ\s*(?:แตก|เสีย|พัง)|กระจก(?:หน้า)?(?:จอ)?\s*แตก|(?:screen|display) (?:is )?(?:broken|shattered)|(?:broken|shattered) (?:screen|display|glass)/,
    answers: { screen: 'broken' },
  },
  {
    pattern: /จอ\s*ร้าว|crack(?:ed)? (?:the )?(?:screen|glass|display)|(?:screen|display) (?:is |was )?crack/,
    answers: { screen: 'cracked' },
  },
  {
    pattern:
      /จอ\s*มีรอย|รอยที่จอ|scratch(?:es|ed)? on (?:the )?screen|screen (?:has |with )?(?:minor |small |light )?scratch/,
    answers: { screen: 'minorScratch' },
  },
  {
    pattern:
      /ฝาหลัง\s*(?:แตก|ร้าว)|(?:ตัว)?เครื่อง\s*(?:แตก|หัก)|back (?:glass|cover) (?:is )?crack|crack(?:ed)? back|body (?:is )?(?:cracked|broken)/,
    answers: { body: 'crackedBroken' },
  },
  { pattern: /ฝาหลัง\s*(?:งอ|โก่ง)|เครื่อง\s*งอ|bent/, answers: { body: 'backCoverBent' } },
  {
    pattern: /บุบ|รอย\s*(?:ลึก|เยอะ|หนัก)|dent|deep scratch|heavy scratch|lots of scratches/,
    answers: { body: 'scratchDent' },
  },
  {
    pattern: /ไม่มีรอย|ไร้รอย|เหมือนใหม่|สภาพนางฟ้า|no scratch|like new|mint|perfect condition|flawless/,
    answers: { body: 'noScratch', screen: 'noScratch' },
  },
  { pattern: /รอย|scratch/, answers: { body: 'minorScratch' } },
  {
    pattern:
      /แบต\S*\s*(?:เสื่อม|บวม|ต่ำกว่า\s*80|ไม่ถึง\s*80)|battery (?:health )?(?:is )?(?:low|bad|weak|below 80|under 80)|(?:low|bad|weak) battery/,
    answers: { battery: 'under80' },
  },
  {
    pattern: /ครบกล่อง|กล่องครบ|full box|complete box|boxed|with (?:the |its )?box/,
    answers: { accessories: 'completeBox' },
  },
  { pattern: /ไม่มีกล่อง|เครื่องเปล่า|no box|without (?:a |the )?box/, answers: { accessories: 'noBox' } },
  {
    pattern: /เครื่องนอก|เครื่องหิ้ว|international|imported|\bll\/a\b|us model|hk model/,
    answers: { modelType: 'international' },
  },
  { pattern: /\bzp\b/, answers: { modelType: 'zp' } },
  { pattern: /เครื่องไทย|เครื่องศูนย์|\bth model|thai model/, answers: { modelType: 'th' } },
  {
    pattern: /หมดประกัน|ไม่มีประกัน|no warranty|out of warranty|warranty (?:has )?expired/,
    answers: { warranty: 'expired' },
  },
];

const ISSUE_RULES: [RegExp, TFunctionalIssue][] = [
  [/เปิดไม่ติด|ไม่เปิด|(?:won'?t|doesn'?t|does not|will not) (?:turn|switch|power) on|dead phone/, 'power'],
  [
    /กล้อง\s*(?:เสีย|ไม่ติด|เบลอ|มัว|ใช้ไม่ได้)|camera (?:is )?(?:broken|not working|doesn'?t work|blurry)|broken camera/,
    'camera',
  ],
  [
    /(?:face ?id|touch ?id|สแกน\s*(?:หน้า|นิ้ว))\s*(?:เสีย|ไม่ได้|ใช้ไม่ได้|broken|not working|doesn'?t work)/,
    'biometrics',
  ],
  [/ลำโพง\s*(?:เสีย|ไม่ดัง|แตก)|speaker (?:is )?(?:broken|not working|crackl)/, 'speaker'],
  [/โทร\s*(?:ออก)?ไม่ได้|(?:can'?t|cannot) (?:make )?calls?/, 'calls'],
  [
    /(?:wi-?fi|ไวไฟ|bluetooth|บลูทูธ|gps)\s*(?:เสีย|ไม่ได้|ใช้ไม่ได้|broken|not working|doesn'?t work)/,
    'connectivity',
  ],
  [/ปุ่ม\S*\s*(?:เสีย|กดไม่ได้|กดไม่ลง)|buttons? (?:is |are )?(?:broken|stuck|not working)/, 'buttons'],
  [/ไม่มีเสียง|เสียง\s*(?:เสีย|ไม่ออก)|no sound/, 'sound'],
  [/ปุ่มโฮม\s*(?:เสีย|ไม่ได้)|home button/, 'homeButton'],
];

/** Battery health as a number ("แบต 76%", "battery 85 %"). */
const BATTERY_PERCENT = /(?:แบต\S*|battery(?: health)?)\D{0,12}(\d{2,3})\s*%/;
/** Months of warranty left ("ประกันเหลือ 6 เดือน", "5 months warranty"). */
const WARRANTY_MONTHS =
  /(?:ประกัน\D{0,12}(\d{1,2})\s*เดือน|(\d{1,2})\s*months?(?: of)? warranty|warranty\D{0,15}(\d{1,2})\s*months?)/;

export function statedAnswers(text: string): TStatedAnswers {
  const lower = text.toLowerCase();
  const stated: TStatedAnswers = { functional: [] };
  for (const rule of RULES) {
    if (!rule.pattern.test(lower)) continue;
    for (const [question, option] of Object.entries(rule.answers) as [TSingleQuestion, string][]) {
      if (stated[question] === undefined) Object.assign(stated, { [question]: option });
    }
  }
  const battery = BATTERY_PERCENT.exec(lower);
  if (battery && stated.battery === undefined)
    stated.battery = Number(battery[1]) < 80 ? 'under80' : 'over80';
  const warranty = WARRANTY_MONTHS.exec(lower);
  if (warranty && stated.warranty === undefined) {
    const months = Number(warranty[1] ?? warranty[2] ?? warranty[3]);
    stated.warranty = months > 4 ? 'over4Months' : 'under4Months';
  }
  for (const [pattern, issue] of ISSUE_RULES) {
    if (pattern.test(lower) && !stated.functional.includes(issue)) stated.functional.push(issue);
  }
  return stated;
}

export function hasStatedCondition(stated: TStatedAnswers): boolean {
  return Object.keys(stated).length > 1 || stated.functional.length > 0;
}

/**
 * Full answers to the device's own questionnaire (decision 026): what was stated where the device is
 * offered it, the neutral answer elsewhere (or, where that is not offered, the first option that is).
 * A stated answer the device is not asked about ("ZP" for a Samsung, "calls" for a printer) is left out.
 */
export function answersFor(questionnaire: TDeviceQuestionnaire, stated: TStatedAnswers): TAnswersInput {
  const answers: TAnswersInput = { functional: [] };
  for (const question of Object.keys(NEUTRAL_ANSWERS) as TSingleQuestion[]) {
    const options = offeredOptions(questionnaire, question);
    if (options.length === 0) continue;
    const wanted = [stated[question], NEUTRAL_ANSWERS[question]].find(
      (option) => option !== undefined && options.includes(option),
    );
    Object.assign(answers, { [question]: wanted ?? options[0] });
  }
  const allowed = offeredOptions(questionnaire, 'functional');
  answers.functional = stated.functional.filter((issue) => allowed.includes(issue));
  return answers;
}

/** A typical device of each grade (product decisions, grade rules), for "other conditions" prices. */
export const GRADE_EXAMPLES: Record<TGrade, TStatedAnswers> = {
  excellent: { functional: [] },
  good: { body: 'minorScratch', functional: [] },
  fair: { body: 'scratchDent', functional: [] },
  // The body, not the screen: a printer has no screen, and no default adjustment prices either.
  broken: { body: 'crackedBroken', functional: [] },
};
