// Seed property listings: two per neighborhood, covering every property type and price range.
// Artwork: home-01 Georgian, 02 modern glass, 03 Tudor, 04 Italianate row, 05 condo tower, 06 modern townhouses,
// 07 craftsman, 08 Mediterranean villa, 09 wooded land, 10 great room, 11 kitchen, 12 brick multi-family.
import { artworkPhoto, type ListingLifecycle, type NeighborhoodName, type Property } from '@estate/domain';
import type { ListingStep } from '../../functions/src/seeding';

/**
 * A seeded listing: the form's fields, when it was listed, and what happened to it since (price
 * changes and moves, replayed through the API's rules by the seeder). Without steps it is Active
 * at its price, both list prices.
 */
export type SeedProperty = Omit<
  Property,
  'createdAt' | keyof ListingLifecycle | 'DaysOnMarket' | 'ModificationTimestamp' | 'showSoldPrice' | 'City' | 'neighborhood'
> & {
  /** The agency's own listings are all in one of its neighbourhoods (the form requires one). */
  neighborhood: NeighborhoodName;
  listedDaysAgo: number;
  comingSoon?: boolean;
  steps?: ListingStep[];
  showSoldPrice?: boolean;
};

/** The photo of the drawing hosting/public/media/homes/home-<n>.svg, as the site serves it. */
export const home = (n: number): string => artworkPhoto(`/media/homes/home-${String(n).padStart(2, '0')}.svg`);

/** The listings on the market today, each Active at its price since it was listed. */
export const activeListings: SeedProperty[] = [
  {
    id: 'downtown-riverfront-penthouse',
    title: 'Riverfront Penthouse at The Banks',
    address: '255 E Freedom Way, Unit PH2, Cincinnati, OH 45202',
    neighborhood: 'Downtown',
    price: 2_150_000,
    images: [home(5), home(10), home(11), home(2)],
    imageAlts: [
      'The glass tower at The Banks at blue hour, the penthouse on its top floor above the river',
      'Great room with a beamed ceiling, a stone fireplace and a navy sofa',
      "Chef's kitchen with navy cabinetry, a marble island and brass pendant lights",
      'Glass-walled living wing glowing at dusk, reflected in a lap pool',
    ],
    bedrooms: 3,
    bathrooms: 3.5,
    squareFeet: 3_600,
    description:
      "This full-floor penthouse crowns a boutique building at The Banks, with floor-to-ceiling glass framing the Ohio River, the Roebling Suspension Bridge and the Kentucky hills. The chef's kitchen pairs quartzite counters with Wolf and Sub-Zero appliances and opens to a 900-square-foot wraparound terrace made for watching fireworks over the river. The primary suite features a spa bath with radiant-heated floors and a walk-in closet with custom millwork. Two deeded garage spaces, a private elevator landing and concierge service complete the offering, all steps from Great American Ball Park and Smale Riverfront Park.",
    propertyType: 'Condo',
    isFeatured: true,
    isNewListing: true,
    listedDaysAgo: 2,
  },
  {
    id: 'hyde-park-georgian-estate',
    title: 'Georgian Estate on Grandin Road',
    address: '2914 Grandin Rd, Cincinnati, OH 45208',
    neighborhood: 'Hyde Park',
    price: 2_450_000,
    images: [home(1), home(10), home(11), home(8)],
    imageAlts: [
      'Red-brick Georgian facade with a white columned portico, black shutters and a curving drive',
      'Family room with a beamed ceiling and a stone fireplace',
      "Chef's kitchen with navy inset cabinetry, a marble island and three brass pendants",
      'Pool terrace with a loggia, a turquoise pool and cypress trees',
    ],
    bedrooms: 5,
    bathrooms: 5.5,
    squareFeet: 6_200,
    description:
      'Set behind a brick wall and formal boxwood gardens, this 1926 Georgian residence has been meticulously restored for modern life. A sweeping center-hall staircase leads from the marble foyer to a paneled library, a sunlit living room with a carved limestone fireplace and a dining room that seats fourteen. The renovated kitchen features custom inset cabinetry, a La Cornue range and a family room opening onto a bluestone terrace and heated pool. Five generous bedrooms, a finished lower level with a wine cellar and a three-car carriage house sit minutes from the shops and restaurants of Hyde Park Square.',
    propertyType: 'Single Family',
    isFeatured: true,
    isNewListing: true,
    listedDaysAgo: 3,
  },
  {
    id: 'mount-adams-skyline-townhouse',
    title: 'Skyline-View Townhouse on Celestial Street',
    address: '1021 Celestial St, Cincinnati, OH 45202',
    neighborhood: 'Mount Adams',
    price: 1_295_000,
    images: [home(6), home(10), home(11)],
    imageAlts: [
      'Contemporary townhouses with wood slat accents and rooftop terraces',
      'Living room with a beamed ceiling and a stone fireplace',
      'Kitchen with navy cabinetry, a marble waterfall island and brass pendants',
    ],
    bedrooms: 3,
    bathrooms: 3.5,
    squareFeet: 3_100,
    description:
      "Perched on one of Mount Adams' most coveted streets, this contemporary townhouse delivers panoramic views of the downtown skyline and the Ohio River from every level. Walls of glass, white oak floors and a floating steel staircase define the open living space, while the kitchen offers a waterfall island and Miele appliances. A rooftop deck with an outdoor kitchen and gas fire table is an unforgettable setting for evening entertaining. An attached two-car garage is a rarity here, and Eden Park, the Cincinnati Art Museum and Playhouse in the Park are a short stroll away.",
    propertyType: 'Townhouse',
    isFeatured: true,
    isNewListing: true,
    listedDaysAgo: 5,
  },
  {
    id: 'oakley-craftsman-bungalow',
    title: 'Renovated Craftsman near Oakley Square',
    address: '3517 Isabella Ave, Cincinnati, OH 45209',
    neighborhood: 'Oakley',
    price: 689_000,
    images: [home(7), home(10), home(11)],
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2_700,
    description:
      'A deep front porch, tapered columns and original leaded-glass windows announce this lovingly updated 1915 Craftsman just a few blocks from Oakley Square. Inside, refinished quarter-sawn oak floors and a brick fireplace anchor the living room, and the kitchen was rebuilt with shaker cabinetry, soapstone counters and a walk-in pantry. A rear addition created a spacious primary suite with a tiled walk-in shower overlooking the fenced backyard and flagstone patio. The finished lower level, detached garage and walkable location to coffee shops, restaurants and Oakley Station make it a standout.',
    propertyType: 'Single Family',
    isFeatured: false,
    isNewListing: true,
    listedDaysAgo: 6,
  },
  {
    id: 'otr-italianate-rowhouse',
    title: 'Restored Italianate Rowhouse off Washington Park',
    address: '1421 Race St, Cincinnati, OH 45202',
    neighborhood: 'Over-the-Rhine',
    price: 865_000,
    images: [home(4), home(10), home(11), home(12)],
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 2_650,
    description:
      "Built in the 1870s and restored from the foundation up, this four-story Italianate rowhouse pairs its original brick facade, tall arched windows and bracketed cornice with thoroughly modern systems. Twelve-foot ceilings, exposed brick and reclaimed heart-pine floors flow through the main level to a kitchen with a marble island and a butler's pantry. The top-floor primary suite opens to a private deck with views of the Music Hall towers. A walled rear courtyard, secure parking and a location one block from Washington Park and the Vine Street dining scene complete the picture.",
    propertyType: 'Townhouse',
    isFeatured: false,
    isNewListing: true,
    listedDaysAgo: 11,
  },
  {
    id: 'west-end-betts-longworth-townhouse',
    title: 'Historic Townhouse in Betts-Longworth',
    address: '712 Betts St, Cincinnati, OH 45203',
    neighborhood: 'West End',
    price: 489_000,
    images: [home(4), home(11), home(10)],
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 2_250,
    description:
      'Located in the Betts-Longworth Historic District, one of the oldest residential enclaves in the city, this Federal-style brick townhouse has been carefully renovated with respect for its nineteenth-century roots. Original mantels, six-panel doors and wide-plank floors complement a bright open kitchen with quartz counters and stainless appliances. The private brick courtyard with mature plantings is a quiet retreat in the middle of the city. Music Hall, TQL Stadium and downtown offices are all within a short walk.',
    propertyType: 'Townhouse',
    isFeatured: false,
    isNewListing: true,
    listedDaysAgo: 13,
  },
  {
    id: 'indian-hill-equestrian-estate',
    title: 'Equestrian Estate on Shawnee Run',
    address: '7950 Shawnee Run Rd, Cincinnati, OH 45243',
    neighborhood: 'Indian Hill',
    price: 3_950_000,
    images: [home(8), home(10), home(11), home(9)],
    imageAlts: [
      'The manor with its terracotta roof, arched loggia and pool among cypress trees',
      'Two-story great room with timber beams and a fieldstone fireplace',
      "Chef's kitchen with a marble island and brass pendant lights",
      'Rolling pastures and wooded hills at sunrise behind a split-rail fence',
    ],
    bedrooms: 6,
    bathrooms: 7.5,
    squareFeet: 9_400,
    description:
      "Set on nearly eight rolling acres with direct access to the Indian Hill bridle trails, this stone-and-shingle manor is a rare equestrian offering. A two-story great room with reclaimed timber beams and a fieldstone fireplace opens to a chef's kitchen with dual islands, a scullery and a breakfast room overlooking the pastures. The main-level primary suite includes a sitting room, a fireplace and a marble spa bath. Outside, a four-stall center-aisle barn, fenced paddocks, a saltwater pool and a pool house offer everything for country living, all within the acclaimed Indian Hill school district.",
    propertyType: 'Single Family',
    isFeatured: true,
    isNewListing: false,
    listedDaysAgo: 17,
  },
  {
    id: 'oakley-square-townhouse',
    title: 'New-Construction Townhouse in Oakley',
    address: '3120 Markbreit Ave, Cincinnati, OH 45209',
    neighborhood: 'Oakley',
    price: 549_000,
    images: [home(6), home(11), home(10)],
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 2_100,
    description:
      'This end-unit townhouse, completed this year, offers low-maintenance living a short walk from Oakley Square. The open main level features wide-plank engineered oak floors, a linear gas fireplace and a kitchen with a quartz island, custom cabinetry and a walk-in pantry. Upstairs, the primary suite includes a double vanity, a frameless glass shower and a generous walk-in closet. A rooftop terrace, an attached two-car garage and the remaining years of a residential tax abatement add exceptional value.',
    propertyType: 'Townhouse',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 21,
  },
  {
    id: 'blue-ash-summit-park-condo',
    title: 'Modern Condo Overlooking Summit Park',
    address: '4400 Glendale Milford Rd, Unit 305, Cincinnati, OH 45242',
    neighborhood: 'Blue Ash',
    price: 585_000,
    images: [home(5), home(11), home(10)],
    bedrooms: 2,
    bathrooms: 2.5,
    squareFeet: 1_900,
    description:
      "Wake up to views across the lawns of Summit Park from this light-filled third-floor residence. The open plan features ten-foot ceilings, luxury vinyl plank floors and a kitchen with a large quartz island, gas cooking and a wine refrigerator. Both bedrooms are true suites, and the covered balcony is perfect for summer concerts in the park. Secure garage parking, a fitness center and elevator access make everyday life easy, with Blue Ash's restaurants and quick I-71 access just minutes away.",
    propertyType: 'Condo',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 26,
  },
  {
    id: 'clifton-gaslight-victorian',
    title: 'Grand Victorian near the Gaslight District',
    address: '418 Evanswood Pl, Cincinnati, OH 45220',
    neighborhood: 'Clifton',
    price: 1_095_000,
    images: [home(3), home(10), home(11), home(7)],
    bedrooms: 6,
    bathrooms: 4.5,
    squareFeet: 5_400,
    description:
      "This 1892 Queen Anne Victorian showcases a turret, a wraparound porch and stained-glass windows on a wooded half-acre lot. Pocket doors, ornate plaster moldings and five fireplaces grace the formal rooms, and the walnut-paneled library retains its original built-in bookcases. The updated kitchen offers a professional range, a large center island and a breakfast nook that opens to a terraced garden. Six bedrooms, a third-floor studio and a location near Ludlow Avenue's shops, the University of Cincinnati and Burnet Woods make it as practical as it is beautiful.",
    propertyType: 'Single Family',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 31,
  },
  {
    id: 'mount-adams-hillside-condo',
    title: 'Hillside Condo with River Views',
    address: '1101 St Gregory St, Unit 4, Cincinnati, OH 45202',
    neighborhood: 'Mount Adams',
    price: 615_000,
    images: [home(6), home(10), home(11)],
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1_450,
    description:
      "A wall of windows and a private balcony capture sweeping views of the Ohio River from this stylish top-floor condominium. The open living and dining area is finished with hardwood floors and a gas fireplace, and the kitchen features quartz counters and custom cabinetry. Both bedrooms have en-suite baths, and the unit includes an in-unit laundry room and one reserved parking space. Eden Park, Playhouse in the Park and the neighborhood's restaurants are right outside the door.",
    propertyType: 'Condo',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 38,
  },
  {
    id: 'otr-findlay-market-mixed-use',
    title: 'Mixed-Use Building near Findlay Market',
    address: '1730 Vine St, Cincinnati, OH 45202',
    neighborhood: 'Over-the-Rhine',
    price: 1_175_000,
    images: [home(12), home(4), home(11)],
    bedrooms: 6,
    bathrooms: 4,
    squareFeet: 4_800,
    description:
      "This fully renovated four-story Italianate building offers a leased ground-floor retail space and three upper-floor apartments, just steps from Findlay Market. Each residence features exposed brick, tall ceilings, in-unit laundry and modern kitchens, and all three are currently leased to long-term tenants. New roofing, electrical, plumbing and separately metered HVAC systems reduce operating costs for the next owner. With the streetcar at the corner and Rhinegeist nearby, it is a turnkey investment in one of the city's most sought-after historic districts.",
    propertyType: 'Multi-Family',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 44,
  },
  {
    id: 'hyde-park-square-condo',
    title: 'Walkable Condo near Hyde Park Square',
    address: '3520 Edwards Rd, Unit 302, Cincinnati, OH 45208',
    neighborhood: 'Hyde Park',
    price: 465_000,
    images: [home(6), home(11), home(10)],
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1_350,
    description:
      'Enjoy the Hyde Park lifestyle without the upkeep in this elegant third-floor condominium, a short walk from the boutiques and cafés of Hyde Park Square. The updated kitchen offers white shaker cabinetry, quartz counters and a breakfast bar open to the living room and its gas fireplace. The primary suite has a walk-in closet and a tiled shower, and a sunny balcony overlooks the tree-lined street. A heated garage space, an extra storage room and an elevator complete this rare opportunity.',
    propertyType: 'Condo',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 52,
  },
  {
    id: 'clifton-ludlow-fourplex',
    title: 'Brick Fourplex near the University of Cincinnati',
    address: '3415 Telford St, Cincinnati, OH 45220',
    neighborhood: 'Clifton',
    price: 725_000,
    images: [home(12), home(3), home(10)],
    bedrooms: 8,
    bathrooms: 4,
    squareFeet: 4_200,
    description:
      'This well-maintained brick fourplex offers four two-bedroom apartments a short walk from the Gaslight District and the University of Cincinnati. Each unit features hardwood floors, updated kitchens and bathrooms, and its own gas furnace and water heater. Consistent demand from graduate students, hospital staff and faculty has kept the building fully occupied for years. Off-street parking for six cars, a coin-operated laundry room and a new roof make it an attractive, low-maintenance addition to any portfolio.',
    propertyType: 'Multi-Family',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 60,
  },
  {
    id: 'indian-hill-wooded-homesite',
    title: 'Five-Acre Wooded Homesite in Indian Hill',
    address: '8225 Camargo Rd, Cincinnati, OH 45243',
    neighborhood: 'Indian Hill',
    price: 1_350_000,
    images: [home(9), home(8), home(1)],
    bedrooms: 0,
    bathrooms: 0,
    squareFeet: 217_800,
    description:
      'Build your dream estate on this private five-acre parcel, a 217,800-square-foot lot of mature hardwoods, gently rolling meadow and a year-round stream. A cleared, elevated building site offers southern exposure and long views across the valley, and public water, natural gas and electricity are available at the road. The property adjoins the Indian Hill bridle trail network and sits within the top-rated Indian Hill school district. Preliminary surveys and a soil study are available to qualified buyers.',
    propertyType: 'Land',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 68,
  },
  {
    id: 'blue-ash-executive-residence',
    title: 'Executive Residence near Downtown Blue Ash',
    address: '4712 Hunt Rd, Cincinnati, OH 45242',
    neighborhood: 'Blue Ash',
    price: 825_000,
    images: [home(2), home(10), home(11), home(8)],
    bedrooms: 5,
    bathrooms: 4.5,
    squareFeet: 4_300,
    description:
      'This brick transitional home on a landscaped, nearly one-acre lot has been updated from top to bottom. A two-story foyer opens to a formal dining room, a private study with French doors and a great room with a stone fireplace and built-ins. The kitchen features a large island, quartzite counters, a walk-in pantry and a sunroom overlooking the screened porch and patio. A finished walkout lower level with a media room and guest suite, a three-car garage and easy access to Summit Park and I-71 make it ideal for busy families.',
    propertyType: 'Single Family',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 75,
  },
  {
    id: 'west-end-infill-lot',
    title: 'Buildable Infill Lot near TQL Stadium',
    address: '818 Clark St, Cincinnati, OH 45203',
    neighborhood: 'West End',
    price: 395_000,
    images: [home(9), home(4), home(12)],
    bedrooms: 0,
    bathrooms: 0,
    squareFeet: 12_600,
    description:
      'This 12,600-square-foot corner lot, roughly 0.29 acres, is a rare chance to build new in the heart of the West End. Current zoning allows attached single-family or small multi-family construction, and the site has alley access for rear-loaded garages. Utilities are available at the street, and a conceptual plan for six townhomes is available for review. TQL Stadium, Music Hall and the Central Business District are all within walking distance.',
    propertyType: 'Land',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 88,
  },
  {
    id: 'downtown-fountain-square-loft',
    title: 'Historic Loft off Fountain Square',
    address: '18 W 4th St, Unit 702, Cincinnati, OH 45202',
    neighborhood: 'Downtown',
    price: 789_000,
    images: [home(5), home(10), home(11)],
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1_800,
    description:
      'Set in a converted 1910s office building a block from Fountain Square, this loft combines eleven-foot ceilings, polished concrete floors and oversized original windows with a sleek modern kitchen. The open living area easily accommodates both a dining table and a home office, and custom sliding doors separate the two bedroom suites. Building amenities include a rooftop terrace with city views, a fitness room and a secure garage. The Aronoff Center, the streetcar and the best of downtown dining are all moments away.',
    propertyType: 'Condo',
    isFeatured: false,
    isNewListing: false,
    listedDaysAgo: 104,
  },
];

/**
 * The listings the seed shows with camera photos rather than artwork: the featured ones, which
 * the home page shows. The seed makes each photo from the artwork its `images` name, as a camera
 * would have taken it, and stores it as an upload with its web sizes (scripts/fixtures/seedPhotos.ts).
 */
export const PHOTOGRAPHED_LISTING_IDS: readonly string[] = activeListings
  .filter((property) => property.isFeatured)
  .map((property) => property.id);
