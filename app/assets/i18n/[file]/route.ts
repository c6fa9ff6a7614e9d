// GET /assets/i18n/{lang}.json: the translations, for clients that load them by URL.
import { errorResponse, notFound } from "@/lib/platform/api/errors";
import { isLocale } from "@/lib/platform/i18n/config";
import { rawMessages } from "@/lib/platform/i18n/messages";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const language = (await params).file.replace(/\.json$/, "");
  if (!isLocale(language)) return errorResponse(notFound("No translations for that language"));
  return Response.json(rawMessages[language], { headers: { "cache-control": "public, max-age=300" } });
}
