import { AGENCY, AUDIT_LOG_TAB_PATH } from '@estate/domain';
import { actionHtml, escapeHtml, htmlDocument, textDocument, type OutgoingMail } from '../platform';
import type { ChainVerdict } from './auditChain';

type Broken = Extract<ChainVerdict, { ok: false }>;

/** The admins' alert of a broken chain: where it breaks and what to do, with the Audit log tab's link. */
export function auditBreakMail(verdict: Broken, admins: string[], siteOrigin: string): OutgoingMail {
  const subject = `${AGENCY.name}: the audit log's chain is broken at entry ${verdict.firstBadSeq}`;
  const line =
    `The daily check found entry ${verdict.firstBadSeq} of the audit log ${verdict.reason} after ${verdict.checked} good entries. ` +
    'Someone with access to the database may have edited or removed entries: see docs/operations.md#the-audit-log.';
  const link = `${siteOrigin}${AUDIT_LOG_TAB_PATH}`;
  return {
    to: admins,
    subject,
    text: textDocument(`${line}\n\n${link}`),
    html: htmlDocument(subject, `<p>${escapeHtml(line)}</p>${actionHtml('Open the audit log', link)}`),
  };
}
