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

  it("writes the frame in the recipient's language", () => {
    const danish = renderMail(content, "da");
    expect(danish.html).toContain('<html lang="da">');
    expect(danish.text).toContain("Denne besked er sendt af EHS Compass.");
    expect(renderMail(content, "en").text).toContain("This message was sent by EHS Compass.");
    expect(mailTexts("da")("invitation.subject")).toBe("Du er inviteret til EHS Compass");
  });
});
