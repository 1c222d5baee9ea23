import { AGENCY, BRAND_COLORS as C, WEB_SAFE_FONTS } from '@estate/domain';
import { escapeHtml, singleLine } from './html';
import type { OutgoingMail } from './mailTransport';

/** A row of a details table: a label and a value, both plain text (escaped here). */
export interface MailField {
  label: string;
  value: string;
  /** Where the value links to (mailto:, tel:, a page). */
  href?: string;
}

/** The agency's contact block, the last lines of every email. */
const FOOTER_LINES = [AGENCY.name, AGENCY.address, `${AGENCY.phone} · ${AGENCY.email}`, ...AGENCY.hours];

export function fieldsText(fields: MailField[]): string {
  return fields.map(({ label, value }) => `${label}: ${value}`).join('\n');
}

export function fieldsHtml(fields: MailField[]): string {
  const rows = fields.map(({ label, value, href }) => {
    const text = escapeHtml(value).replace(/\r?\n/g, '<br>');
    const shown = href ? `<a href="${escapeHtml(href)}" style="color:${C.navyLight}">${text}</a>` : text;
    return `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:${C.slate};font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;color:${C.ink}">${shown}</td></tr>`;
  });
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px">${rows.join('')}</table>`;
}

/** A button-like link, for the one thing the reader should do next. */
export function actionHtml(label: string, href: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${C.navy};color:${C.white};text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;
}

/** The plain-text part: the body, then the agency's contact block. */
export function textDocument(body: string): string {
  return `${body}\n\n--\n${FOOTER_LINES.join('\n')}\n`;
}

/** The HTML part: the brand's header, `body` (already HTML), the agency's contact block. */
export function htmlDocument(title: string, body: string): string {
  const footer = FOOTER_LINES.map(escapeHtml).join('<br>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:${C.ivory};font-family:${escapeHtml(WEB_SAFE_FONTS.body)}">
<div style="max-width:640px;margin:0 auto;background:${C.white}">
<div style="padding:20px 28px;background:${C.navy};color:${C.white};font-family:${escapeHtml(WEB_SAFE_FONTS.heading)};font-size:22px">${escapeHtml(AGENCY.name)}</div>
<div style="padding:28px">${body}</div>
<div style="padding:20px 28px;border-top:3px solid ${C.brass};color:${C.slate};font-size:13px;line-height:1.6">${footer}</div>
</div></body></html>`;
}

/**
 * The set-up every headed email shares: the subject kept to one line, the plain-text part with the
 * agency's contact block, and the HTML part with the subject as its title and first heading before
 * `body.html`.
 */
export function headedMail(subject: string, body: { text: string; html: string }): Pick<OutgoingMail, 'subject' | 'text' | 'html'> {
  const heading = singleLine(subject);
  return {
    subject: heading,
    text: textDocument(body.text),
    html: htmlDocument(heading, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>${body.html}`),
  };
}
