// Word, Excel and PowerPoint files (Office Open XML) are ZIP packages. Seeing the names
// "[Content_Types].xml" and "word/" in the bytes proves nothing: any ZIP can hold them. A package
// is taken for what it claims only when its directory reads, its content types declare the
// format's main part, the package relationships point at that part and the part is in the archive.
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { openZip, ZipRefusal } from "./zip-parts.mjs";

const MAIN_PART_TYPES: Record<string, string> = {
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml":
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml":
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml":
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

const OFFICE_DOCUMENT_RELATIONSHIP = /\/officeDocument$/;
/** Only two small XML parts are read; anything larger is not a plausible package. */
const LIMITS = { maxEntries: 10_000, maxTotalBytes: Number.MAX_SAFE_INTEGER, maxPartBytes: 1024 * 1024 };

/** The attributes of every element with the given local name (namespace prefixes ignored); undefined for malformed XML. */
function elements(xml: string, localName: string): Record<string, string>[] | undefined {
  const found: Record<string, string>[] = [];
  const parser = new SaxesParser();
  let malformed = false;
  parser.on("error", () => (malformed = true));
  parser.on("opentag", (tag: SaxesTagPlain) => {
    if (tag.name.slice(tag.name.indexOf(":") + 1) === localName) found.push(tag.attributes);
  });
  parser.write(xml).close();
  return malformed ? undefined : found;
}

/** "/word/document.xml" and "word/document.xml" both name the entry "word/document.xml". */
const partName = (name: string) => decodeURIComponent(name).replace(/^\//, "").toLowerCase();

/**
 * The Office Open XML type of a package whose main part is declared, referenced and present;
 * undefined for anything else (a plain ZIP, a damaged or macro-enabled package).
 */
export async function officeOpenXmlType(bytes: Buffer): Promise<string | undefined> {
  try {
    const zip = await openZip(bytes, LIMITS);
    const contentTypes = (await zip.read("[Content_Types].xml"))?.toString("utf8");
    const relationships = (await zip.read("_rels/.rels"))?.toString("utf8");
    if (!contentTypes || !relationships) return undefined;
    const mains = elements(contentTypes, "Override")?.filter((override) => MAIN_PART_TYPES[override.ContentType]);
    if (mains?.length !== 1 || !mains[0].PartName) return undefined;
    const main = partName(mains[0].PartName);
    const referenced = elements(relationships, "Relationship")?.some(
      (relationship) =>
        OFFICE_DOCUMENT_RELATIONSHIP.test(relationship.Type ?? "") &&
        relationship.TargetMode !== "External" &&
        partName(relationship.Target ?? "") === main,
    );
    if (!referenced || !zip.names.has(main)) return undefined;
    return MAIN_PART_TYPES[mains[0].ContentType];
  } catch (error) {
    // a broken or oversized archive, malformed escapes in a part name: not a package
    if (error instanceof ZipRefusal || error instanceof URIError) return undefined;
    throw error;
  }
}
