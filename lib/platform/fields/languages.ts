/** An ISO 639-1 language code named in the reader's language ("da" → "Danish", "dansk"). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
