import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Names of values that hold money or other stored decimals, for the rule against Number() on them. */
const AMOUNT_NAMES = '/(amount|price|sum|rate|quantity|percent|charge|total|vat)/i';

/** Syntax the money model forbids: floats made from amounts. */
const MONEY_SYNTAX = [
  {
    selector: "CallExpression[callee.name='parseFloat'], CallExpression[callee.property.name='parseFloat']",
    message: 'parseFloat makes a float: read numbers with toDecimal or toMoney of @fjord/domain.',
  },
  {
    selector: `CallExpression[callee.name='Number'][arguments.0.name=${AMOUNT_NAMES}], CallExpression[callee.name='Number'][arguments.0.property.name=${AMOUNT_NAMES}]`,
    message: 'An amount, price, quantity or percentage is an exact decimal: use toDecimal or toMoney of @fjord/domain.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'packages/web/src/gql/**',
      '**/playwright-report/**',
      'test-results/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One money model: amounts are exact decimal strings and the domain's one configured Decimal,
    // never floats, and decimal.js is configured once (packages/domain/src/decimal.ts).
    files: ['packages/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['packages/domain/src/decimal.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'decimal.js',
              message: 'Use the configured Decimal of @fjord/domain (packages/domain/src/decimal.ts).',
            },
            {
              // Not money, but the same one-way rule: the forms' schemas tree-shake only with zod/mini.
              name: 'zod',
              message:
                "Use zod/mini, the form kit's one zod (its schemas tree-shake; the classic API would load all of zod).",
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...MONEY_SYNTAX],
    },
  },
  {
    // Configuration is read once in config.ts.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/config.ts', 'packages/server/src/test/**', 'packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts' },
      ],
    },
  },
  {
    // One clock for writes: a stored time is the request's actor.at (or the services clock), so the
    // row and its audit event carry the same moment and tests that move the clock see it. The rule
    // list repeats the money rules because a later no-restricted-syntax replaces an earlier one.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/clock.ts', 'packages/server/src/test/**', 'packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...MONEY_SYNTAX,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Stored times come from the clock: use actor.at (actorOf) or services.clock.now(), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Times come from the clock: use actor.at (actorOf) or services.clock.now(), not Date.now().',
        },
      ],
    },
  },
);
