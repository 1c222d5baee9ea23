/** SPEC §2: the header's links, in order. */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/properties', label: 'Properties' },
  { to: '/neighborhoods', label: 'Neighborhoods' },
  { to: '/investor-hub', label: 'Investor Hub' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;
