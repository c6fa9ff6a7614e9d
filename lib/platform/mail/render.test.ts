import { mailTexts, renderMail } from "./render";

describe("renderMail", () => {
  const content = {
    subject: "Reminder",
    paragraphs: ['Added to <img src=x onerror="alert(1)"> & Co'],
    items: ["Forklift <certificate>"],
    action: { label: "Open", url: "https://ehs.example.test/reset-password?token=a&b=1" },
    notes: ["Valid for a day."],
  };

  it("escapes every text in the HTML and keeps the plain-text part as written", () => {
    const mail = renderMail(content, "en");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Added to &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co");
    expect(mail.html).toContain("<li>Forklift &lt;certificate&gt;</li>");
    expect(mail.html).toContain('href="https://ehs.example.test/reset-password?token=a&amp;b=1"');
    expect(mail.text).toContain('Added to <img src=x onerror="alert(1)"> & Co');
    expect(mail.text).toContain("- Forklift <certificate>");
    expect(mail.text).toContain("Open:\nhttps://ehs.example.test/reset-password?token=a&b=1");
  });

  it("links a list item that has an address, escaped, and writes the address under it in the text", () => {
    const mail = renderMail(
      {
        subject: "Due",
        paragraphs: ["Due:"],
        items: [{ text: "Boiler <service>", url: "https://ehs.example.test/a?b=1&c=2" }],
      },
      "en",
    );
    expect(mail.html).toContain(
      '<li><a href="https://ehs.example.test/a?b=1&amp;c=2" style="color:#1565c0">Boiler &lt;service&gt;</a></li>',
    );
    expect(mail.text).toContain("- Boiler <service>\n  https://ehs.example.test/a?b=1&c=2");
  });

  it("writes a calendar date in the app's date format of each language", () => {
    expect(
      mailTexts("da")("digest.item", { title: "Kedel", organization: "A/S", date: new Date("2026-03-05T00:00:00Z") }),
    ).toBe("Kedel (A/S), frist 5. mar. 2026");
  });

  it("writes the frame in the recipient's language", () => {
    const danish = renderMail(content, "da");
    expect(danish.html).toContain('<html lang="da">');
    expect(danish.text).toContain("Denne besked er sendt af EHS Compass.");
    expect(renderMail(content, "en").text).toContain("This message was sent by EHS Compass.");
    expect(mailTexts("da")("invitation.subject")).toBe("Du er inviteret til EHS Compass");
  });
});
