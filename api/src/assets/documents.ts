/**
 * Generated documents of the demo estates (SPEC §3 files, videos and virtual visits):
 * one-page PDFs for `files` links and small HTML pages for video and virtual-tour links.
 * Deterministic: the same path always gives the same bytes.
 */

/** PDF string escaping: backslash and parentheses; non-ASCII is replaced (standard fonts). */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

/**
 * A minimal valid one-page PDF (A4, Helvetica) showing the given lines.
 * @param lines the text lines, top to bottom (ASCII is kept; accents are dropped)
 * @returns the PDF bytes, with a correct cross-reference table
 */
export function minimalPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    '24 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The document kinds of the demo (`files[].type`), with their file names and titles. */
export const DOCUMENT_KINDS = {
  PLAN: { name: 'plan', title: 'Floor plan / Grondplan / Plan' },
  EPC: { name: 'epc', title: 'Energy performance certificate / EPC / PEB' },
  BROCHURE: { name: 'brochure', title: 'Brochure' },
} as const;

/** A document kind of the demo. */
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

const DOCUMENT_NAMES: ReadonlyMap<string, DocumentKind> = new Map(
  (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).map((kind) => [DOCUMENT_KINDS[kind].name, kind]),
);

/**
 * The PDF of a demo estate document.
 * @param estateId the estate id of the path
 * @param name the file name without extension: 'plan', 'epc' or 'brochure'
 * @returns the PDF bytes, or null for an unknown document name
 */
export function estateDocumentPdf(estateId: string, name: string): Buffer | null {
  const kind = DOCUMENT_NAMES.get(name);
  if (!kind) return null;
  return minimalPdf([
    'Immo Zonneveld',
    DOCUMENT_KINDS[kind].title,
    `Estate ${estateId} - reference ZV-${estateId}`,
    'Demo document / Demodocument / Document de demonstration / Demodokument',
  ]);
}

/** Escapes text for HTML. */
const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A tiny HTML page standing for a video or virtual tour of an estate, in four languages.
 * @param estateId the estate id of the path
 * @param kind 'tour' for the virtual tour (videos typeId 2), 'video' for a video (typeId 1)
 * @returns the HTML text
 */
export function estateMediaHtml(estateId: string, kind: 'tour' | 'video'): string {
  const lines =
    kind === 'tour'
      ? [
          ['nl', 'Virtueel bezoek'],
          ['fr', 'Visite virtuelle'],
          ['en', 'Virtual tour'],
          ['de', 'Virtueller Rundgang'],
        ]
      : [
          ['nl', 'Video'],
          ['fr', 'Vidéo'],
          ['en', 'Video'],
          ['de', 'Video'],
        ];
  const id = html(estateId);
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    `<title>${html(lines[2]?.[1] ?? '')} – ZV-${id}</title></head><body>` +
    `<h1>ZV-${id}</h1>` +
    lines.map(([lang, text]) => `<p lang="${lang}">${html(text ?? '')} – ZV-${id}</p>`).join('') +
    '</body></html>\n'
  );
}
