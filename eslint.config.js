// ESLint: zero warnings; layer boundaries enforced (shared → features → app; no feature imports another).
import { readdirSync } from "node:fs"
import js from "@eslint/js"
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript"
import { flatConfigs as importX } from "eslint-plugin-import-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import { hookGlobals } from "./scripts/hooks/types.mjs"

// every folder of ui/src/features is a feature: a new one is bounded the day it appears
const features = readdirSync(new URL("./ui/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  { ignores: ["node_modules/", "pb_public/", "pb_data/", "test-results/", "pb_hooks/views/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    ignores: ["pb_hooks/**", "pb_migrations/**"], // not the browser's nor Node's globals: goja's (below)
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-unresolved": "off", // TypeScript resolves paths; tsc fails on a bad import
      "import-x/no-named-as-default-member": "off",
      // cycles among our modules; a package can never import one of them back, so its imports are not followed
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // shared layers never import features or app
            ...["components", "lib", "hooks", "content"].flatMap((shared) => [
              { target: `./ui/src/${shared}`, from: "./ui/src/features" },
              { target: `./ui/src/${shared}`, from: "./ui/src/app" },
            ]),
            // features never import app, nor each other
            { target: "./ui/src/features", from: "./ui/src/app" },
            ...features.map((f) => ({
              target: `./ui/src/features/${f}`,
              from: "./ui/src/features",
              except: [`./${f}`],
            })),
          ],
        },
      ],
    },
  },
  // One locale for the interface (issue 40 item 26): dates and figures are formatted through ui/src/lib/intl.ts only,
  // never by the browser's locale (Intl.* built here, or Date/Number toLocale*String with or without a locale).
  {
    files: ["ui/src/**/*.{ts,tsx}"],
    ignores: ["ui/src/lib/intl.ts", "ui/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Intl']",
          message: "Format dates and numbers through ui/src/lib/intl.ts (the interface's one locale).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale/]",
          message: "Format dates and numbers through ui/src/lib/intl.ts (the interface's one locale).",
        },
      ],
    },
  },
  // The hooks and migrations run in PocketBase's goja (ES2020 syntax, CommonJS require/module.exports), with the
  // globals PocketBase declares in pb_data/types.d.ts (scripts/hooks/types.mjs) and those launchdesk binds in Go.
  {
    files: ["pb_hooks/**/*.js", "pb_migrations/**/*.js"],
    languageOptions: {
      ecmaVersion: 2020,
      sourceType: "commonjs",
      globals: { ...hookGlobals(), $productCsv: "readonly", $booking: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-require-imports": "off", // require() is how goja shares code between hooks
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/triple-slash-reference": "off", // line 1 of every hook: PocketBase's editor typing
      "preserve-caught-error": "off", // goja's Error takes no { cause }: a rethrow puts the error in its message
      "no-undef": "error",
      "no-var": "error",
      eqeqeq: ["error", "always"],
    },
  },
)
