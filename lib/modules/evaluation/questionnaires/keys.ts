// Keys for new sections and questions. An answer names its question by key through every later
// version, so a key, once given, stays with its question; new ones are made from the text, with a
// short random tail so that two similar questions never share one.
import { randomUUID } from "node:crypto";
import type { SectionsInput, Section } from "./content";

const slug = (text: string | null) =>
  (text ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "q";

const fresh = (text: string | null, taken: Set<string>) => {
  let key: string;
  do key = `${slug(text)}-${randomUUID().slice(0, 6)}`;
  while (taken.has(key));
  taken.add(key);
  return key;
};

/** The sections with a key on every section and question: the given ones kept, the missing made. */
export function withKeys(sections: SectionsInput): Section[] {
  const taken = new Set<string>(
    sections
      .flatMap((section) => [section.key, ...section.questions.map((question) => question.key)])
      .filter((key): key is string => !!key),
  );
  return sections.map((section) => ({
    ...section,
    key: section.key ?? fresh(section.titleEn ?? section.titleDa, taken),
    questions: section.questions.map((question) => ({
      ...question,
      key: question.key ?? fresh(question.textEn ?? question.textDa, taken),
    })),
  }));
}
