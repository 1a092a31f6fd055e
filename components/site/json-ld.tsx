/** Structured data for search engines; `<` is escaped so no value can close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // A JSON data block, not executable script: CSP does not apply and nothing runs.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
