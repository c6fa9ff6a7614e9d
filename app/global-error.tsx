"use client";
// Shown only when the root layout itself failed, so without the shell, the theme or the person's
// language (all of them come from that layout): the message stands in both languages.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "3rem auto", maxWidth: "36rem", padding: "0 1rem" }}>
        <h1>Something went wrong · Noget gik galt</h1>
        <p>The page could not be shown. Try again in a moment.</p>
        <p lang="da">Siden kunne ikke vises. Prøv igen om et øjeblik.</p>
        {error.digest ? <p>Reference: {error.digest}</p> : null}
        <p>
          <a href="">Try again · Prøv igen</a>
        </p>
      </body>
    </html>
  );
}
