import { AGENCY, BRAND_COLORS as C, CMA_TEXTS, WEB_SAFE_FONTS } from '@estate/domain';
import type { CmaReport } from '@estate/domain';
import { escapeHtml } from '../platform';
import {
  adjustmentPhrases,
  agentLines,
  COMPARABLE_COLUMNS,
  comparableRow,
  COMPETITION_COLUMNS,
  competitionRow,
  estimateLines,
  homeLines,
} from './cmaReportText';

const STYLE = `
body{margin:0;background:${C.ivory};color:${C.ink};font-family:${WEB_SAFE_FONTS.body};line-height:1.5}
header{background:${C.navy};color:${C.onNavy};padding:16px 24px;display:flex;justify-content:space-between;align-items:center}
header strong{font-family:${WEB_SAFE_FONTS.heading};font-size:1.4rem;letter-spacing:.02em}
main{max-width:960px;margin:0 auto;padding:24px}
h1,h2{font-family:${WEB_SAFE_FONTS.heading};color:${C.navy}}
h2{border-bottom:2px solid ${C.brass};padding-bottom:4px;margin-top:32px}
.value{font-size:2.4rem;font-family:${WEB_SAFE_FONTS.heading};color:${C.navy};margin:0}
table{width:100%;border-collapse:collapse;background:${C.white}}
th,td{border:1px solid ${C.line};padding:6px 8px;text-align:left;vertical-align:top}
th{background:${C.sand}}
.lines{font-size:.9rem;color:${C.slate}}
.actions a,.actions button{margin-right:12px;color:${C.brassText};font:inherit;background:none;border:0;padding:0;cursor:pointer;text-decoration:underline}
.note{white-space:pre-line;background:${C.white};border-left:4px solid ${C.brass};padding:12px 16px}
footer{color:${C.slate};font-size:.85rem;margin-top:32px}
@media print{
  body{background:${C.white}}
  header{background:none;color:${C.navy};border-bottom:2px solid ${C.navy}}
  .actions{display:none}
  main{max-width:none;padding:0}
  table{page-break-inside:auto}
  tr{page-break-inside:avoid}
  h2{page-break-after:avoid}
}`;

const cells = (tag: 'td' | 'th', values: readonly string[]) => values.map((value) => `<${tag}>${escapeHtml(value)}</${tag}>`).join('');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

function comparablesTable(report: CmaReport): string {
  const rows = report.comparables.map((sale) => {
    const phrases = adjustmentPhrases(sale);
    const lines =
      phrases.length > 0
        ? `<tr><td colspan="${COMPARABLE_COLUMNS.length}" class="lines">${escapeHtml(CMA_TEXTS.adjustmentsHeading)}: ${escapeHtml(phrases.join('; '))}</td></tr>`
        : '';
    return `<tr>${cells('td', comparableRow(sale))}</tr>${lines}`;
  });
  return `<table><thead><tr>${cells('th', COMPARABLE_COLUMNS)}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function competitionTable(report: CmaReport): string {
  if (report.competition.length === 0) return `<p>${escapeHtml(CMA_TEXTS.noCompetition)}</p>`;
  const rows = report.competition.map((listing) => `<tr>${cells('td', competitionRow(listing))}</tr>`);
  return `<table><thead><tr>${cells('th', COMPETITION_COLUMNS)}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The owner's page (docs/product/cma.md#the-owners-page): the whole report on one page, with a print
 * stylesheet for the browser's own Print, and no script; kept out of search engines.
 */
export function cmaPageHtml(report: CmaReport, pdfPath: string): string {
  const { value, range } = estimateLines(report);
  const note = report.note.trim() ? `<h2>${escapeHtml(CMA_TEXTS.noteHeading)}</h2><div class="note">${escapeHtml(report.note)}</div>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(`${CMA_TEXTS.pageTitle}: ${report.home.address} | ${AGENCY.name}`)}</title>
<style>${STYLE}</style></head>
<body><header><strong>${escapeHtml(AGENCY.name)}</strong><span>${escapeHtml(AGENCY.tagline)}</span></header>
<main>
<h1>${escapeHtml(CMA_TEXTS.pageTitle)}</h1>
${paragraphs(homeLines(report))}
<p class="actions"><a href="${escapeHtml(pdfPath)}" download>${escapeHtml(CMA_TEXTS.downloadPdf)}</a></p>
<h2>${escapeHtml(CMA_TEXTS.estimateHeading)}</h2>
<p class="value">${escapeHtml(value)}</p>
<p>${escapeHtml(range)}</p>
<h2>${escapeHtml(CMA_TEXTS.comparablesHeading)}</h2>
${comparablesTable(report)}
<h2>${escapeHtml(CMA_TEXTS.competitionHeading)}</h2>
${competitionTable(report)}
${note}
<h2>${escapeHtml(CMA_TEXTS.preparedBy)}</h2>
${paragraphs(agentLines(report))}
<footer>${escapeHtml(CMA_TEXTS.disclaimer)}</footer>
</main></body></html>`;
}
