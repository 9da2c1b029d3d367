#!/usr/bin/env node
/**
 * Issue 4: @saham/ui works for a product outside this repo. Builds @saham/domain and @saham/ui, packs
 * both with pnpm (so publishConfig's exports are what gets tested), installs the tarballs with npm
 * into a temporary folder outside the repo, and there, as a consumer would:
 *   1. typechecks a file that imports a component, a screen and a domain type through the public
 *      subpaths (tsc, moduleResolution bundler, skipLibCheck off so our .d.ts are checked too);
 *   2. renders a component and a screen to HTML in Node with react-dom/server;
 *   3. checks dist/styles.css: the theme tokens, a @font-face per font file, every url() a file of
 *      the package, no request leaving the machine, and a rule for every class the button rendered.
 * Then prints the sizes (raw and gzip) of the stylesheet, the fonts and the JavaScript.
 *
 * Usage: pnpm --filter @saham/ui test:library [--no-build] [--keep]
 *   --no-build  test the dist/ folders as they are;  --keep  leave the temporary consumer folder.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domainDir = path.resolve(uiDir, '../domain');
const args = new Set(process.argv.slice(2));
const started = performance.now();

/** Runs a command, failing the check with its output when it fails; returns its stdout. */
function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}`);
  }
  return result.stdout;
}

/** Logs how long a step took, so the check's run time can be weighed before it joins `pnpm check`. */
function step(name, action) {
  const start = performance.now();
  const value = action();
  console.info(`✓ ${name} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
  return value;
}

/** Every file under a folder, recursively. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// pnpm run sets npm_config_* from the workspace's settings; the consumer's npm must not inherit them.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_(config|package|lifecycle)_/i.test(key)),
);

if (!args.has('--no-build')) {
  step('built @saham/domain', () => run('pnpm', ['run', 'build'], { cwd: domainDir }));
  step('built @saham/ui', () => run('pnpm', ['run', 'build'], { cwd: uiDir }));
}

const work = mkdtempSync(path.join(tmpdir(), 'saham-ui-consumer-'));
const consumer = path.join(work, 'consumer');
try {
  const [domainTarball, uiTarball] = step('packed both packages', () =>
    [domainDir, uiDir].map((dir) => {
      run('pnpm', ['pack', '--pack-destination', work], { cwd: dir });
      const { name, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const tarball = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
      assert.ok(existsSync(path.join(work, tarball)), `pnpm pack wrote ${tarball}`);
      return path.join(work, tarball);
    }),
  );

  // The consumer gets the peers at the ranges ui declares, and the same React types the repo uses.
  const uiManifest = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(uiDir, 'package.json'));
  const typesVersion = (name) =>
    JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  mkdirSync(path.join(consumer, 'src'), { recursive: true });
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'saham-ui-consumer', private: true, type: 'module' }, null, 2),
  );
  step('installed the tarballs with npm', () =>
    run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        domainTarball,
        uiTarball,
        `react@${uiManifest.peerDependencies.react}`,
        `react-dom@${uiManifest.peerDependencies['react-dom']}`,
        `@types/react@^${typesVersion('@types/react')}`,
        `@types/react-dom@^${typesVersion('@types/react-dom')}`,
      ],
      { cwd: consumer, env: cleanEnv },
    ),
  );

  const installedUi = path.join(consumer, 'node_modules/@saham/ui');
  const installedDomain = path.join(consumer, 'node_modules/@saham/domain');
  step('checked the packed manifests and files', () => {
    for (const dir of [installedUi, installedDomain]) {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        if (typeof target === 'string') continue; // styles.css, package.json
        assert.match(target.types, /^\.\/dist\/.*\.d\.ts$/, `${manifest.name} ${subpath} types`);
        assert.match(target.default, /^\.\/dist\/.*\.js$/, `${manifest.name} ${subpath} default`);
      }
      const specifiers = Object.values({ ...manifest.dependencies, ...manifest.peerDependencies });
      assert.ok(
        specifiers.every((range) => !/^(workspace|catalog):/.test(range)),
        `${manifest.name}: pnpm resolved workspace: and catalog: ranges`,
      );
      const shipped = filesUnder(dir).map((file) => path.relative(dir, file));
      const stray = shipped.filter(
        (file) =>
          !file.startsWith(`dist${path.sep}`) && !['package.json', 'README.md'].includes(file),
      );
      assert.deepEqual(stray, [], `${manifest.name} ships only dist, package.json and README`);
      assert.ok(
        !shipped.some((file) => /\.(stories|fixtures)\.|-play\.|\.test\./.test(file)),
        `${manifest.name} ships no stories, fixtures or tests`,
      );
    }
    assert.equal(
      JSON.parse(readFileSync(path.join(installedUi, 'package.json'), 'utf8')).exports[
        './styles.css'
      ],
      './dist/styles.css',
    );
    assert.ok(
      existsSync(path.join(installedDomain, 'dist/money.js')),
      'ui depends on the packed domain, installed beside it',
    );
  });

  // 1. Types, as a product's editor and CI see them. The @ts-expect-error lines fail the check if
  //    the props were `any` (an unused @ts-expect-error is an error).
  writeFileSync(
    path.join(consumer, 'src/consumer.tsx'),
    `import '@saham/ui/styles.css';
import type { DialCode } from '@saham/domain/phone';
import { Button, buttonVariants } from '@saham/ui/components/button';
import { RupiahAmount } from '@saham/ui/components/rupiah-amount';
import { LoginScreen, type LoginSubmission } from '@saham/ui/screens/login/login-screen';

const indonesia: DialCode = { code: 'ID', dial_code: '+62', flag: '🇮🇩', name: 'Indonesia' };

export function Page({ onSubmit }: { onSubmit: (submission: LoginSubmission) => void }) {
  return (
    <>
      <a className={buttonVariants({ variant: 'outline' })} href="/">Beranda</a>
      <Button variant="destructive" size="sm">Hapus</Button>
      <RupiahAmount amount={1500000} />
      <LoginScreen status="idle" dialCodes={[indonesia]} onSubmit={onSubmit} />
    </>
  );
}

// @ts-expect-error 'huge' is not a size of Button.
export const wrongSize = <Button size="huge">Besar</Button>;
// @ts-expect-error LoginScreen needs onSubmit.
export const noSubmit = <LoginScreen status="idle" />;
`,
  );
  writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  step('typechecked a consumer (tsc, moduleResolution bundler)', () =>
    run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', consumer]),
  );

  // 2. Rendering in Node: the ESM resolves through the exports map, with react and the other
  //    dependencies imported from the consumer's node_modules.
  writeFileSync(
    path.join(consumer, 'render.mjs'),
    `import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from '@saham/ui/components/button';
import { RupiahAmount } from '@saham/ui/components/rupiah-amount';
import { LoginScreen } from '@saham/ui/screens/login/login-screen';

console.log(JSON.stringify({
  button: renderToStaticMarkup(h(Button, { variant: 'destructive', size: 'sm' }, 'Hapus')),
  amount: renderToStaticMarkup(h(RupiahAmount, { amount: 1500000 })),
  login: renderToStaticMarkup(h(LoginScreen, { status: 'error', errors: { form: 'Email atau kata sandi salah.' }, onSubmit() {} })),
}));
`,
  );
  const rendered = step('rendered with react-dom/server in Node', () =>
    JSON.parse(run(process.execPath, ['render.mjs'], { cwd: consumer })),
  );
  assert.match(rendered.button, /^<button [^>]*data-slot="button"/);
  assert.match(rendered.button, /data-variant="destructive"/);
  assert.match(rendered.button, /type="button"/);
  assert.match(rendered.button, /class="[^"]*\bbg-danger\b[^"]*"/);
  assert.match(rendered.button, />Hapus<\/button>$/);
  // @saham/domain's formatter ran inside the packed ui: spec §9 'Rp' and an id-ID number.
  assert.match(rendered.amount, /<data [^>]*value="1500000"/);
  assert.match(rendered.amount, /Rp\s?1\.500\.000/);
  assert.match(rendered.login, /<h1[^>]*>Masuk<\/h1>/);
  assert.match(rendered.login, /Email atau kata sandi salah\./);

  // 3. The stylesheet.
  const cssFile = path.join(installedUi, 'dist/styles.css');
  const css = readFileSync(cssFile, 'utf8');
  step('checked dist/styles.css', () => {
    const themeBlock = (selector) => {
      const match = css.match(new RegExp(`(?:^|[},])[^{}]*${selector}[^{}]*\\{([^}]*)\\}`));
      assert.ok(match, `a rule for ${selector}`);
      return match[1];
    };
    const light = themeBlock(String.raw`\[data-theme=["']?light["']?\]`);
    const dark = themeBlock(String.raw`\[data-theme=["']?dark["']?\]`);
    for (const token of ['background', 'foreground', 'primary', 'danger', 'signal-buy', 'vip']) {
      assert.match(light, new RegExp(`--${token}:`), `light theme defines --${token}`);
      assert.match(dark, new RegExp(`--${token}:`), `dark theme defines --${token}`);
    }

    const fontFaces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1]);
    assert.ok(fontFaces.length > 0, 'the stylesheet declares its font');
    for (const face of fontFaces) {
      assert.match(face, /font-family:\s*["']?Plus Jakarta Sans Variable/);
      const urls = [...face.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1]);
      assert.ok(urls.length > 0, 'each @font-face has a url()');
      for (const url of urls) {
        assert.match(url, /^\.{1,2}\//, `${url} is relative to the stylesheet`);
        const font = readFileSync(path.resolve(path.dirname(cssFile), url));
        assert.equal(font.subarray(0, 4).toString('latin1'), 'wOF2', `${url} is a woff2 file`);
      }
    }
    // No request may leave the machine: every url() is a file of the package, no remote @import.
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      assert.ok(!/^([a-z]+:|\/)/i.test(url) || url.startsWith('data:'), `${url} stays local`);
    }
    assert.doesNotMatch(css, /@import/);

    // Every class the button rendered has a rule: Tailwind scanned the sources the build ships.
    const classes = decodeHtml(rendered.button.match(/class="([^"]*)"/)[1]).split(/\s+/);
    const missing = classes.filter((name) => !css.includes(`.${cssEscape(name)}`));
    assert.deepEqual(missing, [], 'every class of the rendered button is in styles.css');
  });

  printSizes(cssFile, path.join(installedUi, 'dist'));
} finally {
  if (args.has('--keep')) console.info(`consumer kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.info(`library check passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** An attribute value of react-dom's markup as text (it escapes & < > " and '). */
function decodeHtml(value) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"' };
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot));/gi, (_, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(dec) : named[name],
  );
}

/** A class name as it appears in a selector (CSS.escape for the characters Tailwind uses). */
function cssEscape(name) {
  return name
    .replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`)
    .replace(/^\d/, (digit) => `\\3${digit} `);
}

/** Raw and gzip (level 9, each file on its own, summed) sizes of some files, in kB. */
function sizeOf(files) {
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const raw = files.reduce((sum, file) => sum + readFileSync(file).byteLength, 0);
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).byteLength,
    0,
  );
  return `${kB(raw).padStart(9)} raw ${kB(gzip).padStart(9)} gzip`;
}

/** A module and the package's own modules it imports statically (not react or other dependencies). */
function ownModules(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // Static imports only: a dialog behind import() loads when it first opens, not with the module.
  for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|^import\s*)"(\.[^"]+)"/gm)) {
    ownModules(path.resolve(path.dirname(file), specifier), seen);
  }
  return seen;
}

function printSizes(cssFile, dist) {
  const files = filesUnder(dist);
  const js = files.filter((file) => file.endsWith('.js'));
  const button = [...ownModules(path.join(dist, 'components/button.js'))];
  const login = [...ownModules(path.join(dist, 'screens/login/login-screen.js'))];
  const rows = [
    ['dist/styles.css', [cssFile]],
    ['font files (woff2)', files.filter((file) => file.endsWith('.woff2'))],
    [`all JavaScript (${js.length} modules)`, js],
    [`components/button (${button.length} modules)`, button],
    [`screens/login/login-screen (${login.length} modules)`, login],
  ];
  console.info('sizes of the packed dist/ (JavaScript unminified, comments kept):');
  for (const [label, group] of rows) console.info(`  ${label.padEnd(44)} ${sizeOf(group)}`);
  console.info('  JavaScript rows count our modules only: react, Radix, lucide… stay imports.');
}
