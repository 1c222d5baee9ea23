import { AVATAR_PHOTOS } from '@estate/domain';

/** The agency's team (About page): six people, each with a portrait drawn in hosting/public/media/avatars. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  avatarUrl: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Catherine Albright',
    role: 'Founder & Principal Broker',
    bio: 'Catherine founded Queen City Estates after two decades selling homes on the east side. She still leads every estate listing personally.',
    avatarUrl: AVATAR_PHOTOS['avatar-02.svg'],
  },
  {
    name: 'Marcus Reynolds',
    role: 'Director of Luxury Sales',
    bio: 'A Hyde Park native, Marcus guides buyers through the city’s most competitive neighborhoods with a negotiator’s calm.',
    avatarUrl: AVATAR_PHOTOS['avatar-01.svg'],
  },
  {
    name: 'Elena Vasquez',
    role: 'Senior Buyer’s Agent',
    bio: 'Elena specializes in historic homes in Clifton and Over-the-Rhine, from period details to inspection surprises.',
    avatarUrl: AVATAR_PHOTOS['avatar-03.svg'],
  },
  {
    name: 'David Chen',
    role: 'Investment Property Advisor',
    bio: 'David helps investors size up multi-family and mixed-use buildings, with a background in commercial lending.',
    avatarUrl: AVATAR_PHOTOS['avatar-04.svg'],
  },
  {
    name: 'Sarah Mitchell',
    role: 'Listing Specialist',
    bio: 'Sarah prepares and markets our sellers’ homes, from staging and photography to pricing strategy.',
    avatarUrl: AVATAR_PHOTOS['avatar-05.svg'],
  },
  {
    name: 'James Whitaker',
    role: 'Relocation Coordinator',
    bio: 'James welcomes families moving to Cincinnati, matching schools, commutes and neighborhoods to the way they live.',
    avatarUrl: AVATAR_PHOTOS['avatar-06.svg'],
  },
];
