import { createTranslator } from "use-intl/core";
import { z } from "zod";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { memberCreateSchema } from "./schema";
import { calendarDate, distinctEntries } from "@/lib/platform/fields/fields";
import { validationErrorMap } from "@/lib/platform/i18n/validation-messages";

const mapFor = (messages: typeof en, locale: "en" | "da") => {
  const t = createTranslator({ locale, messages, namespace: "validation" });
  return validationErrorMap((key, values) => t(key as never, values as never));
};

/** Each field's first message, as the forms show them. */
function messagesOf(schema: z.ZodType, value: unknown, locale: "en" | "da") {
  const result = schema.safeParse(value, { error: mapFor(locale === "en" ? en : (da as typeof en), locale) });
  if (result.success) throw new Error("expected the value to be refused");
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

// zod's own wording, which must never reach anyone ("Too small: expected string to have >=1 characters")
const ZOD_WORDING = /expected|Too small|Too big|Invalid input|For lille|For stor|Ugyldig|>=|<=/i;

describe("validation messages", () => {
  const blankMember = { name: " ", email: "not-an-address", scopes: [], roleIds: [] };

  it("says in English what to do, next to each field", () => {
    expect(messagesOf(memberCreateSchema, blankMember, "en")).toEqual({
      name: "Fill in this field.",
      email: "Enter a valid e-mail address, such as name@example.com.",
      scopes: "Choose at least one.",
    });
  });

  it("says it in Danish", () => {
    expect(messagesOf(memberCreateSchema, blankMember, "da")).toEqual({
      name: "Udfyld dette felt.",
      email: "Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.",
      scopes: "Vælg mindst én.",
    });
  });

  it("never shows zod's own wording for any kind of problem, in either language", () => {
    const schema = z.object({
      text: z.string().min(3).max(5),
      missing: z.string(),
      count: z.number().int().min(1).max(9),
      step: z.number().multipleOf(5),
      kind: z.enum(["A", "B"]),
      when: z.iso.date(),
      site: z.url(),
      many: z.array(z.string()).min(2).max(3),
      list: distinctEntries(z.object({ id: z.string() }), "id"),
    });
    const bad = {
      text: "ab",
      count: 1.5,
      step: 3,
      kind: "C",
      when: "31/12",
      site: "x",
      many: ["a"],
      list: [{ id: "1" }, { id: "1" }],
    };
    const tooBig = { text: "abcdefg", count: 99, many: ["a", "b", "c", "d"] };
    for (const locale of ["en", "da"] as const) {
      const messages = { ...messagesOf(schema, bad, locale), ...messagesOf(schema, tooBig, locale) };
      expect(Object.keys(messages).sort()).toEqual(
        ["count", "kind", "list.1.id", "many", "missing", "site", "step", "text", "when"].sort(),
      );
      for (const message of Object.values(messages)) expect(message).not.toMatch(ZOD_WORDING);
    }
    expect(messagesOf(schema, tooBig, "en")).toMatchObject({
      text: "Enter at most 5 characters.",
      count: "Enter 9 or less.",
      many: "Choose at most 3.",
    });
    expect(messagesOf(schema, bad, "da")).toMatchObject({ "list.1.id": "Dette står på listen to gange." });
    expect(messagesOf(z.object({ day: calendarDate }), { day: "9999-01-01" }, "en")).toEqual({
      day: "Enter a date between 1900 and 2200.",
    });
  });
});
