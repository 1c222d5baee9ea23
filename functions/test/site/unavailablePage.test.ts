import { PAGE_UNAVAILABLE, WEB_SAFE_FONTS } from '@estate/domain';
import { unavailablePage } from '../../src/site/unavailablePage';

/** The href of the page's 'Try again' link. */
const retryLink = (html: string) => html.match(new RegExp(`<a href="([^"]*)">${PAGE_UNAVAILABLE.retry}</a>`))?.[1];

describe('the 503 page of the public pages', () => {
  it('says what happened and links to the same page again', () => {
    const html = unavailablePage('/neighborhoods/hyde-park?tab=homes');
    expect(html).toContain(`<h1>${PAGE_UNAVAILABLE.title}</h1>`);
    expect(html).toContain(PAGE_UNAVAILABLE.description);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(retryLink(html)).toBe('/neighborhoods/hyde-park?tab=homes');
  });

  it.each(['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', 'javascript:alert(1)'])(
    "never links to another site: %s links to '/'",
    (url) => {
      expect(retryLink(unavailablePage(url))).toBe('/');
    },
  );

  it('escapes the URL, so it cannot end the attribute or open a tag', () => {
    const html = unavailablePage('/x"onmouseover="alert(1)&<script>');
    expect(retryLink(html)).toBe('/x&quot;onmouseover=&quot;alert(1)&amp;&lt;script>');
    expect(html).not.toContain('<script>');
  });

  it('loads no font file: its text is in faces the reader already has', () => {
    const html = unavailablePage('/');
    expect(html).toContain(`font-family:${WEB_SAFE_FONTS.heading}`);
    expect(html).toContain(`font-family:${WEB_SAFE_FONTS.body}`);
    expect(html).not.toMatch(/@font-face|woff2|Fallback/);
  });
});
