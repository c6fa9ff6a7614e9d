import { hasRefusedExtension, nameForType, sanitizeFileName } from "./names";

describe("sanitizeFileName", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\a\\cert.pdf", "cert.pdf"],
    ['bad"name<>|?.pdf', "badname.pdf"],
    ["...hidden", "hidden"],
    ["", "file"],
    ["Førstehjælp – bevis.pdf", "Førstehjælp – bevis.pdf"],
    ["setup.exe. . ", "setup.exe"],
    ["cod\u202efdp.exe", "codfdp.exe"],
    ['../../x"<img onerror=alert(1)>.html', "ximg onerror=alert(1).html"],
    ["a\u0000b.pdf", "ab.pdf"],
  ])("%j → %j", (input, expected) => expect(sanitizeFileName(input)).toBe(expected));
});

describe("hasRefusedExtension", () => {
  it.each(["run.exe", "page.HTML", "x.htm", "logo.svg", "tool.hta", "app.js", "macro.docm", "x.exe.", "a.ps1"])(
    "refuses %s",
    (name) => expect(hasRefusedExtension(name)).toBe(true),
  );
  it.each(["report.pdf", "exe", "notes.txt", "html.pdf", "sheet.xlsx", "no extension"])("accepts %s", (name) =>
    expect(hasRefusedExtension(name)).toBe(false),
  );
});

describe("nameForType", () => {
  it.each([
    ["report.pdf", "application/pdf", "report.pdf"],
    ["photo.JPEG", "image/jpeg", "photo.JPEG"],
    ["scan.jpg", "image/png", "scan.png"],
    ["invoice.html", "application/pdf", "invoice.pdf"],
    ["minutes.v2", "application/pdf", "minutes.v2.pdf"],
    ["Certificate 2026", "application/pdf", "Certificate 2026.pdf"],
    ["list.csv", "text/csv; charset=utf-8", "list.csv"],
    ["notes.txt", "text/csv; charset=utf-8", "notes.csv"],
    ["x".repeat(200), "application/pdf", `${"x".repeat(196)}.pdf`],
    ["odd.bin", "application/x-unknown", "odd.bin"],
  ])("%s as %s → %s", (name, type, expected) => expect(nameForType(name, type)).toBe(expected));
});
