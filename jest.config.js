// Four tiers: unit tests beside the code, API tests (route handlers against a real PostgreSQL, one
// database copy per file, so files run in parallel), process tests (start-up and migrations in
// real child processes) and timing tests (the app server's answers measured in milliseconds, run
// after the others, alone: on a 2-core machine a parallel test file would decide their figures).
// Both run in a non-UTC time zone so that date bugs show.
process.env.TZ = "America/Sao_Paulo";
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: __dirname });

const shared = {
  testEnvironment: "node",
  moduleNameMapper: { "^server-only$": "<rootDir>/tests/support/empty-module.js", "^@/(.*)$": "<rootDir>/$1" },
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/.data"],
};

// next-intl and the formatjs packages under it, and file-type and the tokenizer packages under it,
// are published as ES modules only
const esmPackages = [
  // otplib's default Base32 and hashing (TOTP)
  "@otplib",
  "@scure",
  "@noble",
  "next-intl",
  "use-intl",
  "@formatjs",
  "intl-messageformat",
  "icu-minify",
  "file-type",
  "strtok3",
  "token-types",
  "uint8array-extras",
  "@tokenizer",
  "@borewit",
];
const withEsmPackages = (config) => ({
  ...config,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")})/)`],
});

module.exports = async () => ({
  // jest reads the time limit of a test from the run, not from a project: without this line every
  // test had 5 s, too little for an API test's first request on a busy machine
  testTimeout: 30000,
  projects: [
    withEsmPackages(
      await createJestConfig({
        ...shared,
        displayName: "unit",
        testMatch: ["<rootDir>/{lib,components,app,prisma,scripts}/**/*.test.{ts,tsx}"],
      })(),
    ),
    withEsmPackages(
      await createJestConfig({
        ...shared,
        displayName: "api",
        testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
        globalSetup: "<rootDir>/tests/support/api-global-setup.mjs",
        globalTeardown: "<rootDir>/tests/support/api-global-teardown.mjs",
        setupFilesAfterEnv: ["<rootDir>/tests/support/api-database.ts"],
        testTimeout: 30000,
      })(),
    ),
    withEsmPackages(
      await createJestConfig({
        ...shared,
        displayName: "process",
        testMatch: ["<rootDir>/tests/process/**/*.test.ts"],
        globalSetup: "<rootDir>/tests/support/api-global-setup.mjs",
        globalTeardown: "<rootDir>/tests/support/api-global-teardown.mjs",
        testTimeout: 60000,
      })(),
    ),
    withEsmPackages(
      await createJestConfig({
        ...shared,
        displayName: "timing",
        testMatch: ["<rootDir>/tests/timing/**/*.test.ts"],
        globalSetup: "<rootDir>/tests/support/api-global-setup.mjs",
        globalTeardown: "<rootDir>/tests/support/api-global-teardown.mjs",
        testTimeout: 60000,
      })(),
    ),
  ],
});
