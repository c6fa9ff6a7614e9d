import Module from "node:module";

// typescript-eslint needs the JavaScript API of TypeScript 6; TypeScript 7 (the compiler this
// project type-checks with) no longer ships it. The two run side by side: inside ESLint only,
// `require("typescript")` resolves to the `typescript6` alias.
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === "typescript" ? "typescript6" : request, ...rest);
};

const { default: nextVitals } = await import("eslint-config-next/core-web-vitals");
const { default: nextTs } = await import("eslint-config-next/typescript");

// links come through the app's own (components/platform/ui/link.tsx), which prefetches nothing
const NEXT_LINK = { name: "next/link", message: "import Link from @/components/platform/ui/link" };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next*/**",
      ".data*/**",
      "lib/generated/**",
      "node_modules/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  {
    // configuration files that Node and Next load as CommonJS
    files: ["*.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [NEXT_LINK] }] },
  },
  {
    // the directions of docs/architecture.md: lib never reaches up into app or components, and
    // the platform never reaches into a module (modules declare themselves in lib/modules/registry.ts)
    files: ["lib/**/*.{ts,tsx,mjs}"],
    ignores: ["lib/platform/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [NEXT_LINK],
          patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib must not import app or components" }],
        },
      ],
    },
  },
  {
    files: ["lib/platform/**/*.{ts,tsx,mjs}", "components/platform/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [NEXT_LINK],
          patterns: [
            { group: ["@/app/*", "@/components/modules/*"], message: "the platform must not import app or a module" },
            { group: ["@/lib/modules/*"], message: "the platform must not import a module" },
          ],
        },
      ],
    },
  },
  {
    // lib/platform may not reach components at all (components/platform may use its siblings)
    files: ["lib/platform/**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [NEXT_LINK],
          patterns: [
            { group: ["@/app/*", "@/components/*"], message: "lib must not import app or components" },
            { group: ["@/lib/modules/*"], message: "the platform must not import a module" },
          ],
        },
      ],
    },
  },
];

export default config;
