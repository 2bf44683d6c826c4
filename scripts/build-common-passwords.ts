/**
 * Rebuilds src/server/modules/auth/common-passwords.txt, the list password-policy.ts refuses.
 *
 *   node scripts/build-common-passwords.ts path/to/@zxcvbn-ts/language-common/src/passwords.json
 *
 * The input is the MIT-licensed zxcvbn-ts common password list (a JSON array, most frequent first, e.g.
 * from `npm pack @zxcvbn-ts/language-common`). Kept: entries of 8+ code points (shorter ones fail the
 * length rule anyway), NFC-normalised, lower-cased, deduplicated, in frequency order; then a few locally
 * common ones the list lacks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 8;
const HEADER =
  '# Most common passwords of 8+ characters, from the zxcvbn-ts common password list (MIT, (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; (c) 2021 @zxcvbn-ts).';
const LOCAL_EXTRAS = [
  'password1',
  '12345678',
  'qwertyui',
  '123456789',
  '1234567890',
  '0123456789',
  'iloveyou',
  'thailand',
  'thailand1',
  'bangkok1',
  'bangkok123',
  'ilovethailand',
  'passw0rd',
  'admin123',
  'welcome1',
];
const OUTPUT = path.resolve(import.meta.dirname, '..', 'src/server/modules/auth/common-passwords.txt');

const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/build-common-passwords.ts <zxcvbn-ts passwords.json>');
  process.exit(1);
}

const list: unknown = JSON.parse(readFileSync(input, 'utf8'));
if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) {
  throw new Error(`${input} is not a JSON array of strings`);
}

const seen = new Set<string>();
for (const entry of [...(list as string[]), ...LOCAL_EXTRAS]) {
  const password = entry.normalize('NFC').toLowerCase();
  // One password per line, and '#' starts the header comment: skip what the format cannot hold.
  if ([...password].length < MIN_LENGTH || /[\r\n]/.test(password) || password.startsWith('#')) continue;
  seen.add(password);
}

writeFileSync(OUTPUT, `${HEADER}\n${[...seen].join('\n')}\n`);
console.log(`${path.relative(process.cwd(), OUTPUT)}: ${seen.size} passwords`);
