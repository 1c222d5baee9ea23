/** The site's own pages, written in the code rather than stored: the home page, About and the Investor Hub. */
export * from './about';
export * from './home';
export * from './investor';
