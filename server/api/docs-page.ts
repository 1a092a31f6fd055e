/* eslint-disable safqa/no-user-facing-text -- the API reference is read by the API's developers,
   in English like the OpenAPI summaries it lists; people using Safqa never reach it */
import { html, raw } from 'hono/html';

interface Operation {
  summary?: string;
  tags?: string[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
}

/**
 * A self-contained reference page for the OpenAPI document: no scripts, no external assets
 * (this machine and many deployments have no CDN access), so it also works under the CSP.
 */
export function renderDocsPage(title: string, document: { paths?: object }, basePath: string) {
  const rows: { method: string; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      rows.push({ method: method.toUpperCase(), path, op });
    }
  }
  rows.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const json = (v: unknown) => JSON.stringify(v, null, 2);
  return html`<!doctype html>
    <html lang="en" dir="ltr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            font:
              15px/1.5 system-ui,
              sans-serif;
            margin: 0 auto;
            max-width: 60rem;
            padding: 1.5rem;
            color: #0f172a;
          }
          h1 {
            font-size: 1.5rem;
          }
          code,
          pre {
            font:
              13px ui-monospace,
              monospace;
          }
          details {
            border: 1px solid #e2e8f0;
            border-radius: 0.5rem;
            margin: 0.5rem 0;
            padding: 0.5rem 0.75rem;
          }
          summary {
            cursor: pointer;
          }
          pre {
            background: #f8fafc;
            padding: 0.75rem;
            overflow-x: auto;
          }
          .m {
            display: inline-block;
            min-width: 4.5rem;
            font-weight: 700;
          }
          .GET {
            color: #047857;
          }
          .POST {
            color: #1d4ed8;
          }
          .PATCH {
            color: #b45309;
          }
          .DELETE {
            color: #b91c1c;
          }
        </style>
      </head>
      <body>
        <h1>${title}</h1>
        <p>
          Machine-readable:
          <a href="${basePath}/openapi.json"><code>${basePath}/openapi.json</code></a> (OpenAPI
          3.1).
        </p>
        ${raw(
          rows
            .map(
              ({ method, path, op }) =>
                html`<details>
                  <summary>
                    <span class="m ${method}">${method}</span><code>${path}</code> —
                    ${op.summary ?? ''}
                  </summary>
                  ${
                    op.parameters?.length
                      ? html`<h3>Parameters</h3>
                          <pre>${json(op.parameters)}</pre>`
                      : ''
                  }
                  ${
                    op.requestBody
                      ? html`<h3>Request body</h3>
                          <pre>${json(op.requestBody)}</pre>`
                      : ''
                  }
                  <h3>Responses</h3>
                  <pre>${json(op.responses)}</pre>
                </details>`,
            )
            .join(''),
        )}
      </body>
    </html>`;
}
