/**
 * What was typed into the link dialog as a link target the sanitiser keeps: http(s) and mailto as
 * given, a bare e-mail address as mailto, anything else as https. null when it still is no valid
 * address (the dialog then says so instead of saving a link that the server would strip).
 */
export function normalizeLink(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^(https?:\/\/|mailto:)/i.test(value)
    ? value
    : /^[^@/]+@[^@/]+\.[^@/]+$/.test(value)
      ? `mailto:${value}`
      : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "mailto:" || url.hostname.includes(".") ? withScheme : null;
  } catch {
    return null;
  }
}

/** The text a link shows when it is inserted without selected text: the address, without mailto:. */
export const linkText = (href: string) => href.replace(/^mailto:/i, "");
