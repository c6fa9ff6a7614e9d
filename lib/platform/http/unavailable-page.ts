// The screen while PostgreSQL cannot be reached: a plain page (no database, no scripts) that says so
// in the visitor's language and reloads itself, instead of a sign-in form that could not work.
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/platform/api/database-unavailable";

const texts = {
  en: {
    title: "EHS Compass is briefly unavailable",
    body: "The database cannot be reached right now. Nothing you saved is lost. This page tries again by itself in a few seconds.",
  },
  da: {
    title: "EHS Compass er kortvarigt utilgængelig",
    body: "Databasen kan ikke nås lige nu. Intet af det, du har gemt, er tabt. Siden prøver selv igen om få sekunder.",
  },
} as const;

function languageOf(cookieLanguage: string | undefined, acceptLanguage: string | null): keyof typeof texts {
  if (cookieLanguage === "da" || cookieLanguage === "en") return cookieLanguage;
  return /^da\b/i.test(acceptLanguage ?? "") ? "da" : "en";
}

export function databaseUnavailablePage(cookieLanguage: string | undefined, acceptLanguage: string | null): Response {
  const language = languageOf(cookieLanguage, acceptLanguage);
  const { title, body } = texts[language];
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1 style="font-size: 1.5rem">${title}</h1><p>${body}</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(DATABASE_RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
    },
  });
}
