import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", ".data/**", "lib/generated/**", "node_modules/**", "playwright-report/**", "test-results/**", "next-env.d.ts"] },
  {
    // the one-direction rule of docs/architecture.md: lib never reaches up into app or components
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib must not import app or components" }] }],
    },
  },
];

export default config;
