/**
 * A self-contained HTML reference page rendered on the server from the OpenAPI document: no
 * script, no CDN, no font or image from elsewhere, so opening /docs sends no request off the machine.
 */

/** The parts of an OpenAPI 3.1 document the page reads. */
export interface OpenApiLike {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, OperationLike | unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

interface OperationLike {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: unknown;
    description?: string;
  }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Escapes text for HTML element content and attribute values.
 * @example escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function json(value: unknown): string {
  return escapeHtml(JSON.stringify(value, null, 2) ?? '');
}

function slugOf(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function renderOperation(method: string, path: string, op: OperationLike): string {
  const id = slugOf(method, path);
  const secured = (op.security ?? []).length > 0;
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${
          p.required ? 'yes' : 'no'
        }</td><td><pre>${json(p.schema)}</pre></td></tr>`,
    )
    .join('');
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(
      ([type, media]) =>
        `<h4>Request body <code>${escapeHtml(type)}</code></h4><pre>${json(media.schema)}</pre>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, response]) => {
      const schemas = Object.values(response.content ?? {})
        .map((media) => `<pre>${json(media.schema)}</pre>`)
        .join('');
      return `<details><summary><span class="status">${escapeHtml(status)}</span> ${escapeHtml(
        response.description ?? '',
      )}</summary>${schemas}</details>`;
    })
    .join('');
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${
    secured ? ' <span class="lock" title="Bearer token required">bearer</span>' : ''
  }</h3>
${op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ''}
${op.description && op.description !== op.summary ? `<p class="desc">${escapeHtml(op.description)}</p>` : ''}
${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${params}</tbody></table>` : ''}
${body}
${responses ? `<h4>Responses</h4>${responses}` : ''}
</section>`;
}

/**
 * Renders the reference page for an OpenAPI document, grouped by tag, with a table of contents.
 * @example c.html(renderDocsPage(openApiDocument))
 */
export function renderDocsPage(doc: OpenApiLike): string {
  const groups = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method] as OperationLike | undefined;
      if (!op) continue;
      count += 1;
      const tag = op.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, op)]);
      toc.set(tag, [
        ...(toc.get(tag) ?? []),
        `<li><a href="#${slugOf(method, path)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a></li>`,
      ]);
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3><pre>${json(schema)}</pre></section>`,
    )
    .join('');
  const title = escapeHtml(doc.info?.title ?? 'API reference');
  const nav = [...toc.entries()]
    .map(([tag, items]) => `<h2>${escapeHtml(tag)}</h2><ul>${items.join('')}</ul>`)
    .join('');
  const main = [...groups.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1b1f24;background:#fff;display:grid;grid-template-columns:minmax(220px,320px) 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:1rem;border-right:1px solid #d0d7de;background:#f6f8fa;font-size:13px}
nav ul{list-style:none;padding:0;margin:0 0 1rem}nav a{color:inherit;text-decoration:none;display:block;padding:2px 0;word-break:break-all}
main{padding:1rem 2rem;min-width:0}h1{margin-top:0}h2{border-bottom:1px solid #d0d7de;padding-bottom:.25rem}
.op{border:1px solid #d0d7de;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}.op h3{font-size:15px;word-break:break-all}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-weight:600;font-size:12px;padding:1px 4px}
.get{background:#0969da}.post{background:#1a7f37}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#cf222e}
.lock{font-size:12px;border:1px solid #9a6700;color:#9a6700;border-radius:4px;padding:0 4px}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;max-height:24rem;font-size:12px;white-space:pre-wrap;word-break:break-all}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #d0d7de;padding:4px;text-align:left;vertical-align:top}.status{font-weight:600}
@media (max-width:800px){body{display:block}nav{position:static;height:auto}}
</style>
</head>
<body>
<nav aria-label="Endpoints"><p><strong>${title}</strong><br>${count} operations · <a href="openapi.json">openapi.json</a></p>${nav}</nav>
<main>
<h1>${title} <small>${escapeHtml(doc.info?.version ?? '')}</small></h1>
${doc.info?.description ? `<p>${escapeHtml(doc.info.description)}</p>` : ''}
${main}
${schemas ? `<h2 id="schemas">Schemas (#/components/schemas)</h2>${schemas}` : ''}
</main>
</body>
</html>`;
}
