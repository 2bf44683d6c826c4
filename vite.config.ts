import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { BASE_CATALOGUE_PATHS, pickCatalogue } from './src/web/lib/base-catalogue.ts';

const API_PORT = Number(process.env.API_PORT ?? 3001);

/**
 * Writes .br and .gz beside every text asset so the server can send them without compressing per request.
 * It compresses the files as written to disk: in generateBundle the chunks still held Vite's
 * `__VITE_PRELOAD__` placeholder, so the compressed copies browsers receive broke every lazy page.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest|wasm)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const buffer = readFileSync(file);
        if (buffer.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(buffer, { level: 9 }));
        // Brotli's best takes ~30 s on the scanner's 1 MB WebAssembly for 12 % less; 9 takes under 1 s.
        const quality = buffer.length > 512 * 1024 ? 9 : 11;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }),
        );
      }
    },
  };
}

/** `virtual:locale-base/<lang>`: the landing page's subset of src/core/i18n/<lang>.json (the component tests use it too). */
export function localeBase(): Plugin {
  const prefix = 'virtual:locale-base/';
  return {
    name: 'locale-base',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`Unknown locale ${locale}`);
      const file = fileURLToPath(new URL(`./src/core/i18n/${locale}.json`, import.meta.url));
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8'));
      return `export default ${JSON.stringify(pickCatalogue(catalogue, BASE_CATALOGUE_PATHS))};`;
    },
  };
}

/** Preloads the Thai regular face: the default language's first paint needs it. */
function preloadThaiFont(): Plugin {
  return {
    name: 'preload-thai-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) =>
          /anuphan-thai-400-normal.*\.woff2$/.test(name),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), localeBase(), preloadThaiFont(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // Every browser the site supports knows modulepreload; the polyfill cost the landing page 0.5 KiB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Lazy chunks are named by their hash alone: the entry lists every chunk's file (the preload map and
      // each page's import), and the names cost the landing page ~0.7 KiB gzip of JavaScript (decision 047).
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${API_PORT}`,
      '/healthz': `http://127.0.0.1:${API_PORT}`,
      '/readyz': `http://127.0.0.1:${API_PORT}`,
    },
  },
});
