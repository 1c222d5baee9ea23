// Seed client testimonials shown on the home page.
import { artworkPhoto, type Testimonial } from '@estate/domain';

export const testimonials: Testimonial[] = [
  {
    id: 'testimonial-1',
    name: 'Margaret Ellison',
    role: 'Home Buyer, Hyde Park',
    rating: 5,
    testimonial:
      'We had lost out on two homes near Hyde Park Square before we found Queen City Estates. Our agent knew about a Colonial on Observatory Avenue before it hit the market and had us inside the same afternoon. Her advice on the inspection and the offer terms saved us real money.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-01.svg'),
  },
  {
    id: 'testimonial-2',
    name: 'Richard Caldwell',
    role: 'Seller, Indian Hill',
    rating: 5,
    testimonial:
      'Selling a six-acre property with a barn takes a very particular buyer, and the team found ours in under two months. The photography, the drone video of the bridle trails and the private showings were handled beautifully. We closed above our expectations and without a single surprise.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-02.svg'),
  },
  {
    id: 'testimonial-3',
    name: 'Danielle Okafor',
    role: 'Condo Buyer, Downtown',
    rating: 5,
    testimonial:
      'Relocating from Chicago, I needed someone who could explain every downtown building, from HOA reserves to which units actually see the river. They set up video tours of five condos near the Banks and Fountain Square before I ever flew in. I now walk to work and to Reds games, exactly as I had hoped.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-03.svg'),
  },
  {
    id: 'testimonial-4',
    name: 'Thomas and Elena Brandt',
    role: 'Home Buyers, Over-the-Rhine',
    rating: 5,
    testimonial:
      'Buying an 1870s rowhouse in Over-the-Rhine felt daunting until our agent walked us through the historic guidelines and the tax abatement. She brought in a masonry contractor before we made our offer so we knew exactly what the facade needed. Saturday mornings at Findlay Market have never felt so good.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-04.svg'),
  },
  {
    id: 'testimonial-5',
    name: 'Marcus Hill',
    role: 'Real Estate Investor',
    rating: 5,
    testimonial:
      'I have bought three multi-family buildings through Queen City Estates, in Clifton, Northside and the West End. Their rent comps and expense estimates have been spot on every time, and they are honest when a deal does not pencil out. That candor is why I keep coming back.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-05.svg'),
  },
  {
    id: 'testimonial-6',
    name: 'Jennifer Walsh',
    role: 'Seller, Mount Adams',
    rating: 4,
    testimonial:
      'Our townhouse on a tight Mount Adams street was tricky to show, but the team staged it to make the most of the skyline view from the rooftop deck. It sold in three weeks to a buyer who fell in love with the photos. The only thing I would change is that I wish we had listed a month sooner.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-06.svg'),
  },
  {
    id: 'testimonial-7',
    name: 'Priya Raman',
    role: 'Home Buyer, Blue Ash',
    rating: 5,
    testimonial:
      'With two kids and a new job off Reed Hartman Highway, we wanted a short commute and great schools. Our agent compared school boundaries, commute times and resale history for every home we considered. We ended up a few minutes from Summit Park, and the kids are thrilled.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-07.svg'),
  },
  {
    id: 'testimonial-8',
    name: 'Gregory Lammers',
    role: 'Seller, Clifton',
    rating: 4,
    testimonial:
      'After forty years in our Victorian near Ludlow Avenue, selling was emotional, and the team was patient and respectful throughout. They coordinated the repairs, the estate sale and the move, which took an enormous weight off our shoulders. The house went to a young family who love it as much as we did.',
    avatarUrl: artworkPhoto('/media/avatars/avatar-08.svg'),
  },
];
