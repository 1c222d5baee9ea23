import { type Random } from './random';

interface Described {
  area: string;
  subType: string;
  bedrooms: number | null;
  yearBuilt: number | null;
}

const OPENINGS = [
  'Light-filled {home} in the heart of {area}.',
  'Welcome home to this beautifully kept {home} in {area}.',
  'Rarely available {home} on one of {area}’s most loved streets.',
  'Move right in to this updated {home} close to everything {area} offers.',
  'Thoughtfully renovated {home} with room to grow in {area}.',
] as const;

const FEATURES = [
  'The kitchen was opened up with quartz counters, a gas range and a walk-in pantry.',
  'Original hardwood floors, high ceilings and a wood-burning fireplace keep its character.',
  'The primary suite has a walk-in closet and a spa-like bath with a double vanity.',
  'A finished lower level adds a family room, a half bath and plenty of storage.',
  'French doors open to a deck and a level, fenced yard with mature trees.',
  'A two-car garage, new HVAC and a newer roof give peace of mind.',
  'Skyline and river views from the rooftop deck are hard to beat.',
  'Walk to the square’s shops, restaurants and the neighbourhood school.',
  'Minutes from downtown, the airport and the interstate.',
] as const;

const CLOSINGS = [
  'Schedule your showing today.',
  'Homes here do not last: see it this weekend.',
  'A must-see for anyone looking in the area.',
  'Seller is offering a one-year home warranty.',
] as const;

const PRIVATE_REMARKS = [
  'Seller prefers a 30-day close. Please send pre-approval with all offers.',
  'Multiple offers expected; highest and best due Monday 6 pm.',
  'Seller is relocating and motivated. Call the listing agent with questions.',
  'Estate sale: sold as-is, seller will make no repairs.',
] as const;

const SHOWING_INSTRUCTIONS = [
  'Schedule through ShowingTime, 1 hour notice. Lockbox on the side door.',
  'Appointment only: call the listing agent. Dog on premises.',
  'Go and show, lockbox on the front door. Remove shoes, please.',
  'Occupied: 24 hours notice required, no showings before 10 am.',
] as const;

const homeWord = ({ subType, bedrooms, yearBuilt }: Described) => {
  const kind =
    subType === 'Single Family Residence' ? (yearBuilt !== null && yearBuilt < 1940 ? 'Victorian' : 'home') : subType.toLowerCase();
  return bedrooms === null ? kind : `${bedrooms}-bedroom ${kind}`;
};

/** The listing's public description: what the MLS lets any site show. */
export function publicRemarks(random: Random, listing: Described): string {
  if (listing.subType === 'Unimproved Land') {
    return `Buildable lot in ${listing.area} with utilities at the street. Bring your builder and your plans.`;
  }
  const first = random.pick(OPENINGS).replace('{home}', homeWord(listing)).replace('{area}', listing.area);
  const features = new Set([random.pick(FEATURES), random.pick(FEATURES), random.pick(FEATURES)]);
  return [first, ...features, random.pick(CLOSINGS)].join(' ');
}

export const privateRemarks = (random: Random): string => random.pick(PRIVATE_REMARKS);

export const showingInstructions = (random: Random): string => random.pick(SHOWING_INSTRUCTIONS);
