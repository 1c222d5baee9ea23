/**
 * Greater Cincinnati as the data set draws it: Cincinnati's neighbourhoods, the Ohio suburbs and
 * Northern Kentucky, each with its ZIP code, county, a centre and radius that keep its listings'
 * coordinates inside it, its real streets, its share of the market, its typical price and what
 * its housing is like.
 */
export interface Area {
  /** The neighbourhood, or the municipality for a suburb. */
  name: string;
  /** The City field: Cincinnati for its neighbourhoods, the municipality elsewhere. */
  city: string;
  state: 'OH' | 'KY';
  postalCode: string;
  county: string;
  latitude: number;
  longitude: number;
  /** How far from the centre a listing may lie, in kilometres. */
  radiusKm: number;
  /** Relative share of the listings. */
  weight: number;
  /** Typical price of a 2,000 sq ft single-family house there. */
  typicalPrice: number;
  /** Share of condominiums and townhouses. */
  attachedShare: number;
  /** The span its houses were built in. */
  built: readonly [number, number];
  streets: readonly string[];
  subdivisions: readonly string[];
}

const cincinnati = (area: Omit<Area, 'city' | 'state' | 'county'>): Area => ({ ...area, city: 'Cincinnati', state: 'OH', county: 'Hamilton' });

/** A municipality of its own: name, ZIP, county, centre, radius, weight, typical price, attached share, years built, streets. */
type Suburb = readonly [string, string, string, number, number, number, number, number, number, readonly [number, number], readonly string[]];

const suburbs = (state: Area['state'], rows: readonly Suburb[]): Area[] =>
  rows.map(([name, postalCode, county, latitude, longitude, radiusKm, weight, typicalPrice, attachedShare, built, streets]) => ({
    name,
    city: name,
    state,
    postalCode,
    county,
    latitude,
    longitude,
    radiusKm,
    weight,
    typicalPrice,
    attachedShare,
    built,
    streets,
    subdivisions: [`${name} Woods`, `${name} Commons`, `${name} Heights`],
  }));

export const AREAS: readonly Area[] = [
  cincinnati({
    name: 'Hyde Park',
    postalCode: '45208',
    latitude: 39.139,
    longitude: -84.441,
    radiusKm: 1.3,
    weight: 6,
    typicalPrice: 780_000,
    attachedShare: 0.2,
    built: [1900, 1950],
    streets: ['Erie Avenue', 'Observatory Avenue', 'Michigan Avenue', 'Edwards Road', 'Shaw Avenue', 'Grace Avenue', 'Zumstein Avenue'],
    subdivisions: ['Hyde Park Square', 'Observatory Hill'],
  }),
  cincinnati({
    name: 'Mount Adams',
    postalCode: '45202',
    latitude: 39.1092,
    longitude: -84.4983,
    radiusKm: 0.5,
    weight: 2,
    typicalPrice: 640_000,
    attachedShare: 0.55,
    built: [1860, 1930],
    streets: ['Hill Street', 'Pavilion Street', 'Monastery Street', 'Celestial Street', 'Martin Drive', 'Louden Street'],
    subdivisions: [],
  }),
  cincinnati({
    name: 'Oakley',
    postalCode: '45209',
    latitude: 39.1573,
    longitude: -84.4263,
    radiusKm: 1.2,
    weight: 5,
    typicalPrice: 520_000,
    attachedShare: 0.25,
    built: [1910, 1960],
    streets: ['Madison Road', 'Allston Street', 'Markbreit Avenue', 'Paxton Avenue', 'Robertson Avenue', 'Atlantic Avenue'],
    subdivisions: ['Oakley Station'],
  }),
  cincinnati({
    name: 'Clifton',
    postalCode: '45220',
    latitude: 39.1436,
    longitude: -84.52,
    radiusKm: 1.2,
    weight: 4,
    typicalPrice: 470_000,
    attachedShare: 0.2,
    built: [1880, 1940],
    streets: ['Ludlow Avenue', 'Clifton Avenue', 'Middleton Avenue', 'Whitfield Avenue', 'Lafayette Avenue', 'Bryant Avenue'],
    subdivisions: ['Gaslight District'],
  }),
  cincinnati({
    name: 'Over-the-Rhine',
    postalCode: '45202',
    latitude: 39.114,
    longitude: -84.516,
    radiusKm: 0.6,
    weight: 4,
    typicalPrice: 520_000,
    attachedShare: 0.75,
    built: [1860, 1910],
    streets: ['Vine Street', 'Race Street', 'Elm Street', 'Main Street', 'Republic Street', 'Orchard Street', 'Liberty Street'],
    subdivisions: ['Findlay Market'],
  }),
  cincinnati({
    name: 'Downtown',
    postalCode: '45202',
    latitude: 39.101,
    longitude: -84.512,
    radiusKm: 0.7,
    weight: 2,
    typicalPrice: 480_000,
    attachedShare: 0.95,
    built: [1900, 2020],
    streets: ['Fourth Street', 'Walnut Street', 'Sycamore Street', 'Lytle Street', 'Pike Street'],
    subdivisions: ['Lytle Park'],
  }),
  cincinnati({
    name: 'Mount Lookout',
    postalCode: '45208',
    latitude: 39.13,
    longitude: -84.429,
    radiusKm: 0.9,
    weight: 3,
    typicalPrice: 700_000,
    attachedShare: 0.1,
    built: [1905, 1955],
    streets: ['Linwood Avenue', 'Delta Avenue', 'Ellison Avenue', 'Herschel Avenue', 'Stanley Avenue'],
    subdivisions: ['Mount Lookout Square'],
  }),
  cincinnati({
    name: 'Columbia-Tusculum',
    postalCode: '45226',
    latitude: 39.117,
    longitude: -84.44,
    radiusKm: 0.8,
    weight: 2,
    typicalPrice: 560_000,
    attachedShare: 0.3,
    built: [1850, 2015],
    streets: ['Tusculum Avenue', 'Columbia Parkway', 'Eastern Avenue', 'Morris Place', 'Golden Avenue'],
    subdivisions: ['Painted Ladies'],
  }),
  cincinnati({
    name: 'East Walnut Hills',
    postalCode: '45206',
    latitude: 39.127,
    longitude: -84.485,
    radiusKm: 0.8,
    weight: 2,
    typicalPrice: 590_000,
    attachedShare: 0.35,
    built: [1880, 1930],
    streets: ['Woodburn Avenue', 'Madison Road', 'Francis Lane', 'Grandin Road', 'Hackberry Street'],
    subdivisions: ['Woodburn'],
  }),
  cincinnati({
    name: 'Northside',
    postalCode: '45223',
    latitude: 39.166,
    longitude: -84.541,
    radiusKm: 1.0,
    weight: 3,
    typicalPrice: 310_000,
    attachedShare: 0.1,
    built: [1880, 1940],
    streets: ['Hamilton Avenue', 'Chase Avenue', 'Blue Rock Street', 'Cherry Street', 'Hoffner Street'],
    subdivisions: [],
  }),
  cincinnati({
    name: 'College Hill',
    postalCode: '45224',
    latitude: 39.2,
    longitude: -84.547,
    radiusKm: 1.4,
    weight: 3,
    typicalPrice: 270_000,
    attachedShare: 0.1,
    built: [1910, 1965],
    streets: ['Belmont Avenue', 'Larch Avenue', 'Cedar Avenue', 'North Bend Road', 'Groesbeck Road'],
    subdivisions: ['Aspen Village'],
  }),
  cincinnati({
    name: 'Pleasant Ridge',
    postalCode: '45213',
    latitude: 39.184,
    longitude: -84.435,
    radiusKm: 1.0,
    weight: 3,
    typicalPrice: 360_000,
    attachedShare: 0.1,
    built: [1915, 1960],
    streets: ['Montgomery Road', 'Ridge Avenue', 'Lester Road', 'Woodford Road', 'Orion Avenue'],
    subdivisions: [],
  }),
  cincinnati({
    name: 'Mount Washington',
    postalCode: '45230',
    latitude: 39.092,
    longitude: -84.388,
    radiusKm: 1.4,
    weight: 3,
    typicalPrice: 300_000,
    attachedShare: 0.1,
    built: [1925, 1975],
    streets: ['Beechmont Avenue', 'Sutton Avenue', 'Corbly Road', 'Campus Lane', 'Oxford Avenue'],
    subdivisions: ['Stanbery Park'],
  }),
  cincinnati({
    name: 'Westwood',
    postalCode: '45211',
    latitude: 39.15,
    longitude: -84.6,
    radiusKm: 1.8,
    weight: 4,
    typicalPrice: 230_000,
    attachedShare: 0.1,
    built: [1900, 1965],
    streets: ['Harrison Avenue', 'Montana Avenue', 'Werk Road', 'Epworth Avenue', 'Urwiler Avenue'],
    subdivisions: [],
  }),
  {
    name: 'Indian Hill',
    city: 'Indian Hill',
    state: 'OH',
    postalCode: '45243',
    county: 'Hamilton',
    latitude: 39.182,
    longitude: -84.333,
    radiusKm: 3.5,
    weight: 3,
    typicalPrice: 1_650_000,
    attachedShare: 0,
    built: [1925, 2022],
    streets: ['Given Road', 'Camargo Road', 'Shawnee Run Road', 'Drake Road', 'Miami Road', 'Blome Road', 'Spooky Hollow Road'],
    subdivisions: ['Camargo Hills', 'Drakewood'],
  },
  ...suburbs('OH', [
      ['Blue Ash', '45242', 'Hamilton', 39.232, -84.378, 2.4, 4, 480_000, 0.2, [1955, 2020], ['Cooper Road', 'Kenwood Road', 'Plainfield Road', 'Hunt Road', 'Grooms Road']],
      ['Mariemont', '45227', 'Hamilton', 39.145, -84.374, 0.9, 2, 620_000, 0.25, [1923, 1960], ['Wooster Pike', 'Miami Road', 'Murray Avenue', 'Pleasant Street', 'Crystal Springs Road']],
      ['Terrace Park', '45174', 'Hamilton', 39.159, -84.307, 1.0, 1, 760_000, 0, [1900, 2010], ['Elm Avenue', 'Douglas Avenue', 'Miami Avenue', 'Stanton Avenue']],
      ['Madeira', '45243', 'Hamilton', 39.191, -84.364, 1.4, 3, 520_000, 0.1, [1940, 2015], ['Miami Avenue', 'Camargo Road', 'Shawnee Run Road', 'Euclid Road', 'Laurel Avenue']],
      ['Montgomery', '45242', 'Hamilton', 39.228, -84.354, 2.0, 3, 640_000, 0.15, [1950, 2020], ['Remington Road', 'Zig Zag Road', 'Montgomery Road', 'Weller Road', 'Deerfield Road']],
      ['Wyoming', '45215', 'Hamilton', 39.232, -84.466, 1.4, 2, 560_000, 0.05, [1890, 1990], ['Springfield Pike', 'Burns Avenue', 'Oak Avenue', 'Beech Avenue', 'Reily Road']],
      ['Sharonville', '45241', 'Hamilton', 39.268, -84.413, 2.2, 3, 290_000, 0.2, [1950, 2005], ['Reading Road', 'Creek Road', 'Kemper Road', 'Thornview Drive']],
      ['Anderson Township', '45255', 'Hamilton', 39.079, -84.341, 3.5, 6, 450_000, 0.15, [1960, 2022], ['Clough Pike', 'Eight Mile Road', 'Forest Road', 'Salem Road', 'Nordyke Road']],
      ['Loveland', '45140', 'Clermont', 39.269, -84.264, 2.8, 4, 410_000, 0.15, [1900, 2022], ['Loveland Madeira Road', 'Branch Hill Guinea Pike', 'Lebanon Road', 'Oakland Road']],
      ['Milford', '45150', 'Clermont', 39.175, -84.294, 2.2, 3, 330_000, 0.15, [1920, 2020], ['Main Street', 'Lila Avenue', 'Round Bottom Road', 'Wallace Avenue']],
      ['Mason', '45040', 'Warren', 39.36, -84.31, 4.0, 7, 470_000, 0.2, [1975, 2024], ['Tylersville Road', 'Western Row Road', 'Snider Road', 'Bethany Road', 'Mason Montgomery Road']],
      ['West Chester', '45069', 'Butler', 39.333, -84.408, 4.5, 8, 430_000, 0.2, [1975, 2024], ['Cox Road', 'Tylersville Road', 'Lakota Drive', 'Hamilton Mason Road', 'Smith Road']],
      ['Fairfield', '45014', 'Butler', 39.345, -84.56, 3.5, 5, 290_000, 0.15, [1955, 2020], ['Winton Road', 'Pleasant Avenue', 'John Gray Road', 'Mack Road']],
  ]),
  ...suburbs('KY', [
      ['Covington', '41011', 'Kenton', 39.0837, -84.5086, 1.8, 4, 270_000, 0.3, [1860, 2015], ['Greenup Street', 'Garrard Street', 'Madison Avenue', 'Scott Street', 'Sanford Street']],
      ['Newport', '41071', 'Campbell', 39.0914, -84.4958, 1.5, 3, 250_000, 0.3, [1870, 2015], ['Monmouth Street', 'York Street', 'Washington Avenue', 'Isabella Street']],
      ['Fort Thomas', '41075', 'Campbell', 39.0751, -84.4472, 1.8, 3, 430_000, 0.1, [1900, 2015], ['Highland Avenue', 'Fort Thomas Avenue', 'Grand Avenue', 'Memorial Parkway']],
      ['Bellevue', '41073', 'Campbell', 39.1065, -84.4788, 0.8, 1, 310_000, 0.2, [1870, 1950], ['Fairfield Avenue', 'Van Voast Avenue', 'Taylor Avenue', 'Berry Avenue']],
      ['Fort Mitchell', '41017', 'Kenton', 39.0595, -84.5474, 1.6, 2, 360_000, 0.15, [1920, 2010], ['Dixie Highway', 'Orphanage Road', 'Beechwood Road', 'Highland Pike']],
      ['Florence', '41042', 'Boone', 38.999, -84.6266, 3.0, 5, 280_000, 0.2, [1960, 2024], ['Dixie Highway', 'Burlington Pike', 'Ewing Boulevard', 'Hopeful Church Road']],
      ['Union', '41091', 'Boone', 38.9459, -84.6805, 3.0, 3, 420_000, 0.05, [1990, 2024], ['Mount Zion Road', 'US 42', 'Frogtown Road', 'Old Union Road']],
  ]),
];
