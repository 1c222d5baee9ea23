/** The agency's content: neighbourhood guides, testimonials and blog posts, as the public pages show them and as staff edit them (dashboard/). */
export * from './blog';
export * from './neighborhoods';
export * from './testimonials';
