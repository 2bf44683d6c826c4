/**
 * The Chromium the browser tests, screenshots and benches drive (decision 019): CHROMIUM_PATH when set,
 * else the system's (Debian's /usr/bin/chromium and the usual other names), else the build that comes
 * inside the npm package @sparticuz/chromium (x64), unpacked once into the temp folder together with
 * the libraries it needs, so `npm install && npm test` works on a machine without any browser. Pages
 * render Thai with the web fonts the app ships.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export interface TChromium {
  executablePath: string;
  /** Where it came from: the environment, the system, or the npm package. */
  source: 'env' | 'system' | 'npm';
  /** Environment for the browser process (the packaged build's libraries). */
  env: Record<string, string>;
}

export async function findChromium(
  options: { env?: NodeJS.ProcessEnv; candidates?: readonly string[] } = {},
): Promise<TChromium> {
  const env = options.env ?? process.env;
  if (env.CHROMIUM_PATH) return { executablePath: env.CHROMIUM_PATH, source: 'env', env: {} };
  // CHROMIUM_FROM=npm: as on a machine without a browser, even where the system has one.
  if (env.CHROMIUM_FROM === 'npm') return packagedChromium();
  const system = (options.candidates ?? SYSTEM_CANDIDATES).find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, source: 'system', env: {} };
  return packagedChromium();
}

/** @sparticuz/chromium: the browser, its fonts and (for machines that lack them) its shared libraries. */
async function packagedChromium(): Promise<TChromium> {
  if (process.arch !== 'x64') {
    throw new Error(
      `No Chromium found: install one (e.g. apt-get install chromium) or set CHROMIUM_PATH (the packaged build is x64 only, this is ${process.arch}).`,
    );
  }
  const { default: Chromium, inflate } = await import('@sparticuz/chromium');
  const executablePath = await Chromium.executablePath();
  const bin = path.join(path.dirname(import.meta.dirname), '..', 'node_modules/@sparticuz/chromium/bin');
  const libraries = path.join(tmpdir(), 'al2023', 'lib');
  if (!existsSync(libraries)) await inflate(path.join(bin, 'al2023.tar.br'));
  return {
    executablePath,
    source: 'npm',
    env: {
      // The system's libraries first; the package's fill in what a bare machine lacks (nss, expat, …).
      LD_LIBRARY_PATH: [process.env.LD_LIBRARY_PATH, libraries].filter(Boolean).join(':'),
      FONTCONFIG_PATH: path.join(tmpdir(), 'fonts'),
    },
  };
}
