import PDFDocument from 'pdfkit';
import { AGENCY, BRAND_COLORS as C, CMA_TEXTS, type CmaReport } from '@estate/domain';
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

/** US Letter, half-inch margins. */
const MARGIN = 36;
/** Each table's columns, as shares of the line's width. */
const COMPARABLE_WIDTHS = [0.27, 0.11, 0.13, 0.12, 0.12, 0.09, 0.16];
const COMPETITION_WIDTHS = [0.34, 0.16, 0.14, 0.12, 0.13, 0.11];

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(C.navy).text(text);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1.5)
    .strokeColor(C.brass)
    .stroke();
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(C.ink);
}

/** One row of cells at the current line, each wrapped in its column; the row as tall as its tallest cell. */
function row(doc: Doc, values: readonly string[], shares: readonly number[], bold = false): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const heights = values.map((value, i) => doc.heightOfString(value, { width: shares[i]! * width - 4 }));
  const height = Math.max(...heights) + 4;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  values.forEach((value, i) => {
    doc.text(value, x + 2, top + 2, { width: shares[i]! * width - 4 });
    x += shares[i]! * width;
  });
  doc.x = MARGIN;
  doc.y = top + height;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(C.line)
    .stroke();
}

/** The note and the lines as plain paragraphs at the margin. */
const paragraph = (doc: Doc, text: string, size = 10, color: string = C.ink) =>
  doc
    .font('Helvetica')
    .fontSize(size)
    .fillColor(color)
    .text(text, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });

/** The owner's PDF (docs/product/cma.md#the-owners-page): what the page shows, in the same words, on US Letter pages. */
export function cmaPdf(report: CmaReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${CMA_TEXTS.pageTitle}: ${report.home.address}`, Author: AGENCY.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor(C.navy).text(AGENCY.name);
  paragraph(doc, AGENCY.tagline, 10, C.slate);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(16).fillColor(C.navy).text(CMA_TEXTS.pageTitle);
  for (const line of homeLines(report)) paragraph(doc, line);

  const { value, range } = estimateLines(report);
  heading(doc, CMA_TEXTS.estimateHeading);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(C.navy).text(value);
  paragraph(doc, range);

  heading(doc, CMA_TEXTS.comparablesHeading);
  row(doc, COMPARABLE_COLUMNS, COMPARABLE_WIDTHS, true);
  for (const sale of report.comparables) {
    row(doc, comparableRow(sale), COMPARABLE_WIDTHS);
    const phrases = adjustmentPhrases(sale);
    if (phrases.length > 0) {
      paragraph(doc, `${CMA_TEXTS.adjustmentsHeading}: ${phrases.join('; ')}`, 8, C.slate);
      doc.moveDown(0.3);
    }
  }

  heading(doc, CMA_TEXTS.competitionHeading);
  if (report.competition.length === 0) paragraph(doc, CMA_TEXTS.noCompetition);
  else {
    row(doc, COMPETITION_COLUMNS, COMPETITION_WIDTHS, true);
    for (const listing of report.competition) row(doc, competitionRow(listing), COMPETITION_WIDTHS);
  }

  if (report.note.trim()) {
    heading(doc, CMA_TEXTS.noteHeading);
    paragraph(doc, report.note);
  }
  heading(doc, CMA_TEXTS.preparedBy);
  for (const line of agentLines(report)) paragraph(doc, line);
  doc.moveDown(1);
  paragraph(doc, CMA_TEXTS.disclaimer, 8, C.slate);
  doc.end();
  return done;
}
