import { screen, within } from '@testing-library/react';
import { HOME_PAGE_TITLE, SECTION_SKELETON_COUNT } from '@estate/domain';
import HomePage from '@/pages/HomePage';
import { blogPost, neighborhood, property, testimonial } from '../support/fixtures/homeContent';
import { renderWithProviders } from '../support/renderWithProviders';
import { mockViewportWidth } from '../support/viewport';

const originalMatchMedia = window.matchMedia;
beforeEach(() => mockViewportWidth(1280));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

const neighborhoods = Array.from({ length: 7 }, (_, index) => ({ ...neighborhood, id: `area-${index}`, name: `Area ${index}` }));

/** The API as the home page reads it; `failing` answers 500 for every read. */
function answerApi({ failing = false } = {}) {
  const bodies: Record<string, unknown> = {
    '/api/properties/featured': [property],
    '/api/neighborhoods': neighborhoods,
    '/api/testimonials': [testimonial],
    '/api/blog-posts?limit=3': [blogPost],
  };
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = bodies[String(input)];
    if (failing || body === undefined) return new Response('{"message":"boom"}', { status: 500 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

/** A home section by its heading; text queries keep jsdom fast on a page this large. */
function sectionNamed(name: string): HTMLElement {
  const section = screen.getByText(name, { selector: 'h2' }).closest('section')!;
  expect(section).toHaveAccessibleName(name);
  return section;
}

const SECTIONS = [
  'Featured Properties',
  'Neighborhood Guides',
  'What Our Clients Say',
  'Schedule a Private Consultation',
  'Latest Articles',
];

describe('HomePage', () => {
  it('has the Cincinnati luxury title and the documented order: hero, featured, neighborhoods, testimonials, consultation, articles', async () => {
    answerApi();
    renderWithProviders(<HomePage />);
    expect(document.title).toBe(HOME_PAGE_TITLE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cincinnati Luxury Real Estate');

    const hero = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    expect(hero).toHaveAccessibleName('Featured Cincinnati homes');
    const panel = document.querySelector<HTMLElement>('form[role="search"]')!;
    expect(within(panel).getByRole('button', { name: /Search Properties/ })).toBeInTheDocument();
    const sections = SECTIONS.map(sectionNamed);
    const order = [hero, panel, ...sections];
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(await within(sections[3]!).findByRole('button', { name: 'Schedule Consultation' })).toBeInTheDocument();
  });

  it('fills each section from its API call, six neighborhoods and the three latest articles', async () => {
    const fetch = answerApi();
    renderWithProviders(<HomePage />);
    const section = (name: string) => within(sectionNamed(name));

    // Text queries: once antd's form styles are in the document, jsdom's role queries (computed styles) crawl.
    expect(await section('Featured Properties').findByText(property.title, { selector: 'h3' })).toBeInTheDocument();
    expect(await section('Neighborhood Guides').findAllByText('Explore Area')).toHaveLength(6);
    expect(section('Neighborhood Guides').getByText('View All Neighborhoods')).toHaveAttribute('href', '/neighborhoods');
    expect(await section('What Our Clients Say').findByText(testimonial.testimonial)).toBeInTheDocument();
    expect(await section('Latest Articles').findByText(blogPost.title, { selector: 'h3' })).toBeInTheDocument();
    expect(section('Latest Articles').getByText('View All Articles')).toHaveAttribute('href', '/blog');
    expect(fetch).toHaveBeenCalledWith('/api/blog-posts?limit=3', expect.anything());
  });

  it(`shows ${SECTION_SKELETON_COUNT} skeletons per section while loading`, () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithProviders(<HomePage />);
    for (const testId of ['property-skeleton', 'neighborhood-skeleton', 'testimonial-skeleton', 'article-skeleton']) {
      expect(screen.getAllByTestId(testId)).toHaveLength(SECTION_SKELETON_COUNT);
    }
  });

  it("shows each section's documented load-failure text when the API fails", async () => {
    answerApi({ failing: true });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Failed to load properties. Please try again later.')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Failed to load neighborhoods. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load testimonials. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load blog posts. Please try again later.')).toBeInTheDocument();
  });
});
