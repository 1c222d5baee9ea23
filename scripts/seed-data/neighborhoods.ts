// Seed neighborhoods: the nine areas the agency serves, in NEIGHBORHOOD_NAMES order.
import { artworkPhoto, neighborhoodId, type Neighborhood, type NeighborhoodName } from '@estate/domain';

function neighborhood(name: NeighborhoodName, shortDescription: string, description: string): Neighborhood {
  const id = neighborhoodId(name);
  return { id, name, shortDescription, description, imageUrl: artworkPhoto(`/media/neighborhoods/${id}.svg`) };
}

export const neighborhoods: Neighborhood[] = [
  neighborhood(
    'Hyde Park',
    "Tree-lined streets of stately homes around Hyde Park Square, the east side's most walkable village center.",
    "Hyde Park is one of Cincinnati's most established east-side neighborhoods, known for gracious Colonial Revival, Tudor and Georgian homes built in the early twentieth century. Its heart is Hyde Park Square, where boutiques, cafés and restaurants ring a landscaped median and fountain along Erie Avenue. The Square hosts a seasonal farmers market and the long-running Hyde Park Art Show, and Ault Park and Alms Park are minutes away. Quick access to downtown and the I-71 corridor makes it a perennial favorite for families and professionals alike.",
  ),
  neighborhood(
    'Mount Adams',
    'A hilltop village of winding streets, skyline views and Eden Park, perched just above downtown.',
    'Mount Adams rises directly above downtown, with narrow, winding streets of restored row houses and contemporary infill homes that look out over the Ohio River and the city skyline. The neighborhood borders Eden Park, home to the Cincinnati Art Museum, the Krohn Conservatory and the Cincinnati Playhouse in the Park. Its pubs, restaurants and the landmark Holy Cross-Immaculata Church give it a lively, village-like character. Residents can reach downtown offices and riverfront stadiums in minutes.',
  ),
  neighborhood(
    'Indian Hill',
    "Estate living on multi-acre lots, with miles of bridle trails and one of Ohio's top-rated school districts.",
    'Indian Hill is a separate village northeast of the city, prized for its rolling countryside, mature woods and estate homes set on generous multi-acre lots. Village zoning preserves its rural character, and an extensive network of bridle trails and protected green areas winds between properties. The Indian Hill Exempted Village School District is consistently ranked among the best in Ohio. Despite the pastoral setting, downtown Cincinnati is roughly a half-hour drive away.',
  ),
  neighborhood(
    'Downtown',
    'High-rise living steps from Fountain Square, the Banks and the Ohio River, with the streetcar at your door.',
    'Downtown Cincinnati pairs historic office towers with modern condominiums, all within walking distance of Fountain Square and its Tyler Davidson Fountain. The Banks and Smale Riverfront Park line the Ohio River between Great American Ball Park and Paycor Stadium, with the Roebling Suspension Bridge close by. Theaters such as the Aronoff Center, acclaimed restaurants and the Cincinnati Connector streetcar make a car-optional lifestyle easy. Many residences offer sweeping views of the river and the Kentucky hills beyond.',
  ),
  neighborhood(
    'Oakley',
    'A lively east-side neighborhood of bungalows and colonials around Oakley Square and its independent shops.',
    'Oakley blends early-twentieth-century bungalows, four-squares and colonials with newer townhomes on walkable, grid-pattern streets. Oakley Square along Madison Road is lined with independent shops, coffee houses, bars and restaurants, while Oakley Station adds a cinema, retail and dining. The neighborhood sits beside Hyde Park and offers quick access to I-71 and the Norwood Lateral. Its energy, relative value and strong community make it especially popular with young professionals and growing families.',
  ),
  neighborhood(
    'Clifton',
    'Victorian mansions, gas-lit Ludlow Avenue and wooded parks, right next door to the University of Cincinnati.',
    "Clifton is celebrated for its grand Victorian and Tudor homes set on hilly, wooded lots, many dating to the nineteenth-century estates of the city's industrialists. The Gaslight District along Ludlow Avenue glows with gas streetlamps and offers independent shops, international restaurants and the historic Esquire Theatre. The University of Cincinnati and Cincinnati Children's Hospital are close neighbors, and Burnet Woods and Mount Storm Park provide green space. The result is a diverse, intellectual community with enduring architectural character.",
  ),
  neighborhood(
    'West End',
    "One of the city's oldest neighborhoods, home to TQL Stadium and a short walk from Music Hall.",
    "The West End is one of Cincinnati's oldest neighborhoods, with the Betts-Longworth Historic District preserving some of the city's earliest brick homes. TQL Stadium, home of FC Cincinnati, anchors its northern edge, and Music Hall, Washington Park and the Cincinnati Museum Center at Union Terminal are all close by. Renovated historic townhomes and new infill construction are bringing fresh investment to the area. Its location just west of downtown puts offices, theaters and highways within minutes.",
  ),
  neighborhood(
    'Over-the-Rhine',
    "A celebrated historic district of Italianate row houses, Findlay Market and Cincinnati's best dining.",
    "Over-the-Rhine is one of the largest and most intact urban historic districts in the United States, with block after block of nineteenth-century Italianate buildings built by German immigrants. Findlay Market, Ohio's oldest continuously operated public market, anchors the northern end, while Vine Street and Washington Park offer some of the region's best restaurants, breweries and events. Music Hall faces the park, and the Cincinnati Connector streetcar links the neighborhood to downtown and the riverfront. Carefully restored condos and townhomes here combine period details with modern finishes.",
  ),
  neighborhood(
    'Blue Ash',
    'A thriving northern suburb with Summit Park, corporate campuses and well-regarded schools.',
    'Blue Ash is a vibrant city in northeastern Hamilton County that combines comfortable residential streets with a strong base of corporate offices. Summit Park, built on the site of the former Blue Ash Airport, features an observation tower, open lawns, playgrounds and a busy calendar of concerts and events. The city also offers a municipal golf course, a recreation center and a walkable downtown along Cooper and Hunt Roads. Easy access to I-71 and I-275 makes it a convenient base for commuters across the region.',
  ),
];
