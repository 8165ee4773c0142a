// ESLint for the whole kit: JavaScript's and typescript-eslint's recommended rules, with the
// kit's own conventions (unused arguments named with a leading underscore).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'custom-elements.json', 'node_modules/', '.scratch/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        customElements: 'readonly',
        HTMLElement: 'readonly',
        Element: 'readonly',
        console: 'readonly',
        performance: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        navigator: 'readonly',
        MutationObserver: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        crypto: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Chai's property assertions (`expect(x).to.be.true`) are expressions by design.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', '*.config.*', 'web-test-runner.config.mjs', 'rollup.config.mjs'],
    languageOptions: { globals: { Buffer: 'readonly', process: 'readonly' } },
  },
);
