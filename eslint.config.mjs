// npm run lint: ESLint with Docusaurus' own rules (no untranslated text in
// JSX, literal i18n messages) and typescript-eslint; Prettier formats.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'data/',
      'shots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly'}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Text a visitor reads goes through <Translate>/translate(); what is the
      // same in every language (symbols, units, brand names) is listed here.
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '=', '(', ')', '/', 'mAh', '404', 'App', 'Store', 'Google', 'Play', 'Website']},
      ],
      // Off: the site's plain <a> are tel:, mailto: and in-page #anchors, which
      // <Link> would open in a new tab or route through the router.
      '@docusaurus/no-html-links': 'off',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
);
