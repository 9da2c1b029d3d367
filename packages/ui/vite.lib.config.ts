import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The publishable build of @saham/ui (`pnpm --filter @saham/ui build`, issue 4), in two passes into
 * dist/ (the workspace itself keeps consuming src through the package's exports):
 *
 * - `vite build -c vite.lib.config.ts`: library mode, ESM, one module per source file
 *   (dist/components/button.js, dist/screens/login/login-screen.js…) so the subpath exports work and
 *   a product's bundler keeps only what it imports. Every bare import stays an import: react,
 *   react-dom, the Radix parts, lucide icons and @saham/domain are installed beside the package.
 * - `vite build -c vite.lib.config.ts --mode css`: the one stylesheet, dist/styles.css (Tailwind over
 *   the sources, the tokens and themes), with the Plus Jakarta Sans files copied to dist/fonts/ and
 *   referenced by relative URLs. It is not a library-mode build because library mode inlines every
 *   asset as base64; here each font file stays a file that the browser fetches only when needed.
 *
 * The .d.ts files come from `tsc -p tsconfig.build.json`.
 */

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');
const outDir = path.join(root, 'dist');

/** Test data and story helpers live beside the components but are not part of the library. */
const NOT_SHIPPED = /\.(stories|fixtures|test)\.tsx?$/;
const STORYBOOK_IMPORT = /from ['"](storybook|@storybook)\//;

/**
 * Every module the package exports: components, screens (and their parts) and lib, keyed by their
 * path under src without the extension, which is also their path under dist.
 * @example libraryEntries()['components/button'] // '/…/packages/ui/src/components/button.tsx'
 */
function libraryEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const folder of ['components', 'screens', 'lib']) {
    for (const name of readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })) {
      const file = path.join(src, folder, name);
      if (!/\.tsx?$/.test(name) || NOT_SHIPPED.test(name)) continue;
      if (STORYBOOK_IMPORT.test(readFileSync(file, 'utf8'))) continue;
      entries[path.relative(src, file).replace(/\.tsx?$/, '')] = file;
    }
  }
  return entries;
}

/** Bare specifiers (packages) stay imports; relative and absolute paths are ours and get built. */
function isExternal(id: string): boolean {
  if (/^(storybook|@storybook)(\/|$)/.test(id)) {
    throw new Error(`Story code reached the library build: ${id}`);
  }
  return !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
}

const javascript: UserConfig = {
  root,
  plugins: [react()],
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    // Readable output with its pure annotations intact: the product's bundler minifies.
    minify: false,
    lib: {
      entry: libraryEntries(),
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: src },
    },
  },
};

const stylesheet: UserConfig = {
  root,
  plugins: [tailwindcss()],
  publicDir: false,
  // Relative URLs in the CSS, so the fonts resolve wherever the package is installed or served.
  base: './',
  build: {
    outDir,
    emptyOutDir: false,
    // Font files stay files (never data: URLs): a browser downloads only the subsets a page uses.
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: { styles: path.join(src, 'styles.css') },
      // Tailwind's one transform is this whole pass; Rolldown's slow-plugin notice says only that.
      checks: { bundlerTimings: false },
      output: {
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css')) ? '[name][extname]' : 'fonts/[name][extname]',
      },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'css' ? stylesheet : javascript));
