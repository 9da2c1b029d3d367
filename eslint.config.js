// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The shape of the house: domain <- ui <- app, and domain <- server. Nothing imports upwards, and
 * ui never reaches for state, HTTP or routing libraries (links reach it as props or via asChild).
 * Each entry lists what a package may NOT import.
 * @type {Record<string, { group: string[]; message: string }[]>}
 */
const forbidden = {
  domain: [
    {
      group: ['@saham/*', 'react', 'react-dom', 'react/*', 'react-dom/*'],
      message: 'packages/domain is pure: it imports none of our packages and no framework.',
    },
  ],
  ui: [
    {
      group: ['@saham/app', '@saham/app/*', '@saham/server', '@saham/server/*'],
      message: 'ui imports only @saham/domain.',
    },
    {
      group: [
        'valtio',
        'valtio/*',
        'wretch',
        'wretch/*',
        'react-router',
        'react-router-dom',
        'react-router/*',
      ],
      message:
        'ui is presentational: state, HTTP and routing belong to packages/app (pass links as props or asChild).',
    },
  ],
  app: [
    {
      group: ['@saham/server', '@saham/server/*'],
      message: 'app talks to the server over HTTP only.',
    },
  ],
  server: [
    {
      group: [
        '@saham/ui',
        '@saham/ui/*',
        '@saham/app',
        '@saham/app/*',
        'react',
        'react-dom',
        'react/*',
      ],
      message: 'server imports only @saham/domain.',
    },
  ],
};

/** Relative paths that climb into a sibling package are forbidden everywhere: use its package name. */
const noSiblingPaths = {
  regex: '^(\\.\\./)+(\\.\\./)?(packages/)?(domain|ui|app|server)/',
  message: 'Import a sibling package by its name (@saham/...), never by a relative path.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-push/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/{ui,app}/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/{ui,app}/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...Object.entries(forbidden).map(([pkg, patterns]) => ({
    files: [`packages/${pkg}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...patterns, noSiblingPaths] },
      ],
    },
  })),
  {
    // The app's tests and benchmarks drive the real reference server (never a fake of it): end-to-end and
    // integration tests start it in-process on a free port, so they may import its test harness.
    // Playwright's fixtures call `use`, which is not React's hook.
    files: [
      'packages/app/e2e/**/*.ts',
      'packages/app/scripts/**/*.ts',
      'packages/app/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noSiblingPaths] }],
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // The visual suite's Playwright fixtures call `use`, which is not React's hook either.
    files: ['packages/ui/visual/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
