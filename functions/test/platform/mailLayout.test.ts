import { WEB_SAFE_FONTS } from '@estate/domain';
import { escapeHtml } from '../../src/platform/mail/html';
import { htmlDocument } from '../../src/platform/mail/mailLayout';

describe("the emails' layout", () => {
  it("sets its text in faces the reader already has: mail loads no font file and names none of the site's stand-ins", () => {
    const html = htmlDocument('Your showing', '<p>See you there.</p>');
    expect(html).toContain(`font-family:${escapeHtml(WEB_SAFE_FONTS.body)}`);
    expect(html).toContain(`font-family:${escapeHtml(WEB_SAFE_FONTS.heading)}`);
    expect(html).not.toMatch(/@font-face|woff2|Fallback/);
  });
});
