import { buildOpenApiDocument } from './openapi.ts';
import type { JsonSchema, OpenApiDocument, Operation, Parameter, Ref } from './openapi-types.ts';

/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Escaped text with its backticks as code. */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** Backticks as code, `- ` lines as a list: the little Markdown the document's descriptions use. */
function markdown(text: string): string {
  return text
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      const items = lines.filter((l) => l.startsWith('- '));
      const prose = lines.filter((l) => !l.startsWith('- ')).map(inline);
      const list = items.length
        ? `<ul>${items.map((l) => `<li>${inline(l.slice(2))}</li>`).join('')}</ul>`
        : '';
      return (prose.length ? `<p>${prose.join(' ')}</p>` : '') + list;
    })
    .join('');
}

const resolve = <T>(doc: OpenApiDocument, item: T | Ref): T => {
  if (!(item && typeof item === 'object' && '$ref' in item)) return item as T;
  const [, , kind, name] = item.$ref.split('/');
  return (doc.components as Record<string, Record<string, unknown>>)[kind!]![name!] as T;
};

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  const extras = [
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : '',
    typeof schema.pattern === 'string' ? `pattern ${schema.pattern}` : '',
  ].filter(Boolean);
  return extras.length ? `${type} (${extras.join(', ')})` : type;
}

function parametersTable(params: Parameter[]): string {
  if (!params.length) return '';
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td>` +
        `<td>${escapeHtml(typeOf(p.schema))}</td><td>${inline(p.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>type</th><th>meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A schema as indented JSON, folded when long. */
function schemaBlock(title: string, schema: JsonSchema): string {
  const json = JSON.stringify(schema, null, 2);
  const open = json.split('\n').length <= 30 ? ' open' : '';
  return `<details${open}><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(json)}</pre></details>`;
}

function permissionText(op: Operation): string {
  if (op['x-permissions']) {
    return op['x-permissions'].map((p) => `${p.zh} / ${p.en} (${p.code})`).join(' or ');
  }
  if (op['x-access'] === 'public') return 'public';
  if (op['x-access'] === 'login') return 'any logged-in user';
  return 'emulator control (loopback, or X-Emulator-Token)';
}

function operationSection(doc: OpenApiDocument, path: string, method: string, op: Operation): string {
  const params = op.parameters.map((p) => resolve<Parameter>(doc, p));
  const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
  const ok = resolve(doc, op.responses['200']!);
  const [mediaType, media] = Object.entries(ok.content ?? {})[0] ?? [];
  const oneOf = media?.schema.oneOf as JsonSchema[] | undefined;
  const data = oneOf ? (oneOf[0]?.properties as Record<string, JsonSchema> | undefined)?.data : media?.schema;
  return `<section id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(op.summary)}</p>
<p><strong>Permission:</strong> ${escapeHtml(permissionText(op))}</p>
${markdown(op.description)}
${parametersTable(params)}
${body ? schemaBlock('request body (JSON or form-encoded)', body) : ''}
${data ? schemaBlock(oneOf ? 'data (code 200)' : `answer (${mediaType})`, data) : ''}
</section>`;
}

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; color: #1f2328; margin: 0; display: flex; }
nav { width: 280px; height: 100vh; overflow: auto; position: sticky; top: 0; padding: 16px; background: #f6f8fa; border-right: 1px solid #d0d7de; box-sizing: border-box; font-size: 13px; }
nav h2 { font-size: 13px; text-transform: uppercase; color: #57606a; margin: 16px 0 4px; }
nav a { display: block; color: #0969da; text-decoration: none; padding: 1px 0; overflow-wrap: anywhere; }
main { flex: 1; max-width: 1000px; padding: 16px 32px 64px; }
h2 { border-bottom: 1px solid #d0d7de; padding-bottom: 4px; margin-top: 40px; }
section { border: 1px solid #d0d7de; border-radius: 6px; padding: 4px 16px 12px; margin: 16px 0; }
h3 { font-size: 16px; }
.method { display: inline-block; min-width: 56px; text-align: center; border-radius: 4px; color: #fff; font-size: 12px; padding: 2px 6px; background: #57606a; }
.get { background: #1a7f37; } .post { background: #0969da; } .put { background: #9a6700; } .delete { background: #cf222e; }
.summary { font-weight: 600; }
code { font: 13px ui-monospace, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; font-size: 12px; }
table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
td code { white-space: nowrap; }
th, td { border: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; }
summary { cursor: pointer; color: #57606a; margin: 8px 0; }
`;

function render(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const groups = doc.tags.map((tag) => ({
    tag,
    ops: operations.filter((o) => o.op.tags.includes(tag.name)),
  }));
  const nav = groups
    .map(
      ({ tag, ops }) =>
        `<h2>${escapeHtml(tag.name)}</h2>` +
        ops
          .map(
            (o) =>
              `<a href="#${escapeHtml(o.op.operationId)}">${o.method.toUpperCase()} ${escapeHtml(o.path)}</a>`,
          )
          .join(''),
    )
    .join('');
  const body = groups
    .map(
      ({ tag, ops }) =>
        `<h2>${escapeHtml(tag.name)}</h2>${tag.description ? markdown(tag.description) : ''}` +
        ops.map((o) => operationSection(doc, o.path, o.method, o.op)).join('\n'),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>${STYLE}</style></head>
<body><nav><strong>${escapeHtml(doc.info.title)}</strong><br><a href="openapi.json">openapi.json</a>${nav}</nav>
<main><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>${markdown(doc.info.description)}
${body}</main></body></html>`;
}

let cached: string | undefined;

/** The OpenAPI document as one self-contained HTML page (no scripts, nothing fetched), rendered once. */
export const renderOpenApiHtml = (): string => {
  cached ??= render(buildOpenApiDocument());
  return cached;
};
