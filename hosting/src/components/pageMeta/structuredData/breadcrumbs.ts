import type { BreadcrumbList, WithContext } from 'schema-dts';

/** A detail page's trail from the home page, each step a page on this site. */
export const breadcrumbData = (origin: string, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ name: 'Home', path: '/' }, ...trail].map(({ name, path }, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: origin + path,
  })),
});
