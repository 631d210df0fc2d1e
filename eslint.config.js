import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The layers depend one way (DESIGN.md): views send events to machines, machines name the effects
 * that src/api and the browser provide, the server shares src/api's schemas and nothing of the SPA.
 * Imports are matched as written; every import in the tree is relative, so a path that climbs out
 * of its folder (`../`) and enters another layer's folder is what each rule looks for.
 */

/** `src` never imports `server`. */
const srcNeverImportsServer = {
  regex: '^(\\.\\./)+server(/|$)',
  message: 'src runs in the browser and shares nothing with the server but src/api.',
};

/** Machines are pure: they name effects, others provide them; types alone are welcome. */
const machinesImportNoEffects = [
  { regex: '^(\\.\\./)+api/actors(/|$)', allowTypeImports: true, message: 'A machine names its actors; src/api/actors provides them from outside.' },
  { regex: '^(\\.\\./)+ui(/|$)', allowTypeImports: true, message: 'A machine knows nothing of the views.' },
];
const machinesImportNoEffectPackages = ['ofetch', 'wouter', 'i18next', 'react-i18next'].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'A machine is pure: HTTP, the router and translations reach it as actors, events or input.',
}));

/** Views reach the API only through the actors of src/api. */
const viewsImportNoHttpClient = [
  { name: 'ofetch', allowTypeImports: true, message: 'Views reach the API through the actors of src/api/actors.' },
];
const fetchMessage = 'Views reach the network through the actors of src/api/actors.';

/** The server serves the built SPA; it never runs its views. */
const serverNeverImportsViews = {
  regex: '^(\\.\\./)+src/ui(/|$)',
  message: 'The server shares src/api with the SPA, never src/ui.',
};

const restrictImports = (paths, patterns) => ['error', { paths, patterns }];

export default defineConfig(
  {
    // Built output, databases, test reports and the sample packages' data (samples/lib is code).
    ignores: [
      'dist/',
      '.dist-*/',
      '.data/',
      '.data-e2e*/',
      'bench/.generated/',
      '.scratch/',
      'test-results/',
      'playwright-report/',
      'samples/roads/',
      'samples/buildings/',
      'samples/water-mains/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': restrictImports([], [srcNeverImportsServer]),
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports(machinesImportNoEffectPackages, [
        srcNeverImportsServer,
        ...machinesImportNoEffects,
      ]),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports(viewsImportNoHttpClient, [srcNeverImportsServer]),
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: fetchMessage })),
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      // Playwright reads a fixture's dependencies from its first parameter's pattern: a fixture
      // that needs none must still destructure `{}`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports([], [serverNeverImportsViews]) },
  },
);
