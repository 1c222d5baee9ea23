import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { TYPE_SCALE, type Property } from '@estate/domain';
import { PropertyCard } from '@/features/listings/components/PropertyCard';
import { mlsListing, property } from '../support/fixtures/homeContent';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

function renderCard(listing: Property) {
  // The heart asks for the visitor's state after hydration: signed out.
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ signedIn: false, favourites: [] }), { status: 200 }));
  renderWithProviders(<PropertyCard property={listing} />);
  return screen.getByRole('heading', { name: listing.title }).closest('article') as HTMLElement;
}

describe('PropertyCard: whose listing it is (docs/product/site.md#listing-attribution)', () => {
  it('names an MLS listing’s office and agent', () => {
    const card = renderCard(mlsListing);
    expect(within(card).getByText('Listed by Jane Agent, Tri-County Realty')).toBeInTheDocument();
    expect(within(card).queryByText('Queen City Estates listing')).not.toBeInTheDocument();
    // The same ids as the agency's: its page and its heart.
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/property/cincy-mls_K-1001');
    expect(within(card).getByRole('link', { name: 'Save 7421 Tylers Circle to your favourites (sign in first)' })).toBeInTheDocument();
  });

  it('names the office alone when the source gives no agent', () => {
    const card = renderCard({ ...mlsListing, mls: { ...mlsListing.mls!, agentName: null } });
    expect(within(card).getByText('Listed by Tri-County Realty')).toBeInTheDocument();
  });

  it("marks the agency's own listing as the agency's", () => {
    const card = renderCard(property);
    expect(within(card).getByText('Queen City Estates listing')).toBeInTheDocument();
    expect(within(card).queryByText(/^Listed by/)).not.toBeInTheDocument();
  });

  it("sets the office and agent in type no smaller than the body text, never a caption's", () => {
    const css = readFileSync(resolve(__dirname, '../../src/features/listings/components/ListingAttribution.module.css'), 'utf8');
    const size = /\.listedBy\s*\{[^}]*font-size:\s*var\(--font-size-([a-z-]+)\)/.exec(css)?.[1];
    const token = size?.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof typeof TYPE_SCALE;
    expect(TYPE_SCALE[token]).toMatch(/^\d+(\.\d+)?rem$/);
    expect(Number.parseFloat(TYPE_SCALE[token])).toBeGreaterThanOrEqual(1);
  });
});
