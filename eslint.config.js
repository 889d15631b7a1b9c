// ESLint: the recommended rules of ESLint and typescript-eslint, for the Node code, the browser
// runtime, the templates, the tests and the scripts. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'node_modules/',
      '**/fixtures/**/build/',
      'bench/.corpus/',
      '.ab/',
      '.typecheck/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a value that is deliberately unused (a destructured-away key, a placeholder).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    files: ['src/client/**', 'tests/fixtures/**/islands/**', 'content/**/islands/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
