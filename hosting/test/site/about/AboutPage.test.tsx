import { screen, within } from '@testing-library/react';
import { AVATAR_PHOTOS } from '@estate/domain';
import AboutPage from '@/pages/AboutPage';
import { renderWithProviders } from '../../support/renderWithProviders';

const section = (title: string) => screen.getByRole('region', { name: title });

describe('AboutPage', () => {
  beforeEach(() => renderWithProviders(<AboutPage />));

  it('has its title, the story and the three values', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'About Queen City Estates' })).toBeInTheDocument();
    expect(document.title).toBe('About Us | Cincinnati Luxury Real Estate');
    expect(within(section('Our Story')).getAllByText(/./, { selector: 'p' }).length).toBeGreaterThan(1);
    const values = within(section('Our Values')).getAllByRole('heading', { level: 3 });
    expect(values.map((value) => value.textContent)).toEqual(['Integrity', 'Excellence', 'Expertise']);
  });

  it('introduces the team of six, each with a portrait, role and bio', () => {
    const team = section('Meet Our Team');
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const portraits = within(team).getAllByRole('img');
    expect(portraits.map((img) => img.getAttribute('src')).sort()).toEqual(
      ([1, 2, 3, 4, 5, 6] as const).map((n) => AVATAR_PHOTOS[`avatar-0${n}.svg`]).sort(),
    );
    expect(within(team).getByRole('img', { name: 'Portrait of Catherine Albright' })).toHaveAttribute('loading', 'lazy');
    expect(within(team).getByText('Founder & Principal Broker')).toBeInTheDocument();
  });

  it('lists four services, the achievements and the awards', () => {
    expect(within(section('Our Services')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const achievements = section('Achievements & Awards');
    for (const figure of ['$1.2B+', '450+', '98%', '15+']) expect(within(achievements).getByText(figure)).toBeInTheDocument();
    for (const label of ['in sales', 'properties sold', 'client satisfaction', 'industry awards'])
      expect(within(achievements).getByText(label)).toBeInTheDocument();
    expect(within(achievements).getByRole('heading', { level: 3, name: 'Awards & Recognition' })).toBeInTheDocument();
    expect(within(achievements).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('links to the contact page', () => {
    expect(screen.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
  });
});
