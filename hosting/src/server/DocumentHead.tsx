import { AGENCY, SITE_DESCRIPTION } from '@estate/domain';
import type { PageMeta } from '@/components/pageMeta/PageMeta';
import { documentTitle } from '@/components/pageMeta/usePageMeta';
import { HERO_SLIDES } from '@/features/site';

/** The preview picture of pages without one of their own: the home page's first hero image. */
const DEFAULT_SHARE_IMAGE = HERO_SLIDES[0]!.image;

/** JSON in a script element: `<` escaped so no string in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's own head: title, description, canonical URL, link previews and structured data. */
export function DocumentHead({ meta, canonical, origin }: { meta: PageMeta; canonical: string; origin: string }) {
  const title = documentTitle(meta);
  const description = meta.description ?? SITE_DESCRIPTION;
  const image = new URL(meta.image ?? DEFAULT_SHARE_IMAGE, origin).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={AGENCY.name} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {meta.structuredData?.(origin).map((thing, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(thing) }} />
      ))}
    </>
  );
}
