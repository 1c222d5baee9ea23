import { AGENCY, BRAND_COLORS, PAGE_UNAVAILABLE, WEB_SAFE_FONTS } from '@estate/domain';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The public pages' 503 page: the site's colours, type and name, what happened and a way back, all
 * in one document. It needs no data, no script and no file of the site, since it is what a visitor
 * sees when the services behind the pages do not answer.
 */
export function unavailablePage(url: string): string {
  const c = BRAND_COLORS;
  // The same page again; never another site's ('//host/...' would be one, and so would '/\host/...',
  // which browsers read as '//host/...').
  const retry = /^\/(?![/\\])/.test(url) ? url : '/';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${PAGE_UNAVAILABLE.title} | ${AGENCY.name}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:${c.ivory};color:${c.ink};font-family:${WEB_SAFE_FONTS.body}}
header{background:${c.navy};color:${c.onNavy};padding:20px 24px;border-bottom:3px solid ${c.brass}}
header a{color:inherit;text-decoration:none;font-family:${WEB_SAFE_FONTS.heading};font-size:1.5rem;letter-spacing:.04em}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:48px 24px}
h1{font-family:${WEB_SAFE_FONTS.heading};font-weight:600;font-size:2.25rem;color:${c.navy};margin:0 0 12px}
p{max-width:32rem;line-height:1.6;margin:0 0 28px}
main a{background:${c.navy};color:${c.white};padding:12px 28px;text-decoration:none;letter-spacing:.06em;text-transform:uppercase;font-size:.875rem}
main a:focus-visible{outline:3px solid ${c.brass};outline-offset:3px}
footer{padding:20px 24px;text-align:center;font-size:.875rem;color:${c.slate}}
</style>
</head>
<body>
<header><a href="/">${AGENCY.name}</a></header>
<main>
<h1>${PAGE_UNAVAILABLE.title}</h1>
<p>${PAGE_UNAVAILABLE.description}</p>
<a href="${escapeAttribute(retry)}">${PAGE_UNAVAILABLE.retry}</a>
</main>
<footer>${AGENCY.name} · ${AGENCY.phone} · ${AGENCY.email}</footer>
</body>
</html>
`;
}
