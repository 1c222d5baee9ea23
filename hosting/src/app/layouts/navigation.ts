/** docs/product/site.md#shell: the header's and the mobile menu's links, in order. */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/properties', label: 'Properties' },
  { to: '/neighborhoods', label: 'Neighborhoods' },
  { to: '/home-value', label: 'Home Value' },
  { to: '/investor-hub', label: 'Investor Hub' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

export const SCHEDULE_SHOWING_PATH = '/schedule-showing';

/** docs/product/site.md#shell: the footer's Quick Links; both resource links lead to /about. */
export const QUICK_LINKS = [
  { to: '/properties', label: 'Search Properties' },
  { to: '/sold', label: 'Recent Sales' },
  { to: '/neighborhoods', label: 'Neighborhoods' },
  { to: '/about', label: 'Buyer Resources' },
  { to: '/about', label: 'Seller Resources' },
  { to: '/investor-hub', label: 'Investor Hub' },
  { to: '/blog', label: 'Our Blog' },
] as const;
