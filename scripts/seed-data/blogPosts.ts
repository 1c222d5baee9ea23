// Seed blog posts: eight full articles in four categories.
import { artworkPhoto, type BlogPost } from '@estate/domain';

export type SeedBlogPost = Omit<BlogPost, 'publishedAt'> & { publishedDaysAgo: number };

const paragraphs = (...texts: string[]): string => texts.join('\n\n');

export const blogPosts: SeedBlogPost[] = [
  {
    id: 'cincinnati-luxury-market-report',
    slug: 'cincinnati-luxury-market-report',
    title: 'Cincinnati Luxury Market Report: Inventory, Pricing and Where Buyers Are Looking',
    excerpt:
      'The upper end of the Cincinnati market has settled into a steadier rhythm. Here is what we are seeing in inventory, pricing and buyer demand across the neighborhoods we serve.',
    body: paragraphs(
      "Cincinnati's upper-end market has settled into a steadier rhythm this year after several years of frantic bidding. Homes priced above $1 million still move faster than in many comparable Midwestern metros, but buyers are taking more time, asking more questions and negotiating on condition in a way they rarely did in 2021 and 2022. For sellers, that means preparation and pricing matter again. For buyers, it means real opportunity in the right places.",
      'Across the neighborhoods our team follows most closely, including Hyde Park, Indian Hill, Mount Adams, Downtown and the surrounding east side, the number of homes for sale above $1 million has grown modestly from last year but remains well below pre-pandemic norms. Many owners who locked in low mortgage rates are still choosing to stay put, and that effect continues to keep well-located family homes in short supply. The result is a two-speed market: move-in-ready homes in strong school districts still draw crowds in their first weekend, while homes that need significant updating can sit for months.',
      'Prices at the top of the market have held firm. Rather than sharp gains, we are seeing modest appreciation in Hyde Park and Indian Hill and more variation elsewhere, with condition driving most of the difference. Buyers willingly pay a premium for renovated kitchens, generous primary suites and updated systems, but they discount heavily for deferred maintenance, especially on older homes where slate roofs, masonry and mechanical systems can be expensive to repair. Homes priced correctly in their first two weeks continue to sell closest to their asking price.',
      "Hyde Park and Oakley remain the most requested areas among families relocating for jobs with the region's large employers, thanks to their walkability and quick access to downtown. Indian Hill continues to attract buyers seeking acreage and privacy, while Blue Ash appeals to those who want newer construction and an easy commute to corporate campuses along the I-71 corridor. In the urban core, restored homes in Over-the-Rhine and river-view condos downtown and in Mount Adams are drawing empty nesters who want to trade yard work for restaurants, theaters and the streetcar.",
      'Mortgage rates have eased from their peak but remain well above the historic lows of a few years ago. At the luxury level, a growing share of buyers pay cash or make large down payments, and jumbo lenders have been competitive for well-qualified borrowers. Sellers should expect buyers to request inspections and appraisals far more often than during the peak years, and to negotiate on repairs that earlier buyers might have waived.',
      'If you are considering selling in the coming months, spring typically brings the most buyers, but well-prepared homes sell in every season, and listing during the quieter winter months can mean less competition. If you are buying, now is the time to be pre-approved and ready, because the best homes in the most desirable neighborhoods are still moving quickly. Our agents are happy to prepare a detailed valuation or neighborhood report tailored to your plans.',
    ),
    imageUrl: artworkPhoto('/media/blog/blog-01.svg'),
    category: 'Market Insights',
    publishedDaysAgo: 4,
  },
  {
    id: 'why-hyde-park-remains-cincinnatis-most-coveted-address',
    slug: 'why-hyde-park-remains-cincinnatis-most-coveted-address',
    title: "Why Hyde Park Remains Cincinnati's Most Coveted Address",
    excerpt:
      "Architecture, a walkable village square and easy access to downtown have kept Hyde Park at the top of buyers' wish lists for more than a century.",
    body: paragraphs(
      "Ask Cincinnatians to name the city's most desirable neighborhood and Hyde Park will come up again and again. For more than a century, this east-side community has combined architectural character, walkable village life and convenient access to downtown in a way few neighborhoods anywhere can match. Even as new developments and suburbs compete for attention, demand for homes here remains remarkably steady.",
      'Hyde Park grew up in the late nineteenth and early twentieth centuries, when streetcar lines made the east side an easy commute, and its streets show it. Brick Colonial Revivals, stately Georgians, Tudors with leaded-glass windows and charming four-squares line tree-shaded streets such as Observatory Avenue, Grandin Road and Erie Avenue. The craftsmanship of that era, from plaster walls and hardwood floors to built-in cabinetry and slate roofs, is difficult and costly to replicate today, which helps these homes hold their value.',
      'At the center of it all is Hyde Park Square, where Erie Avenue divides around a landscaped median and its fountain. Locally owned boutiques, restaurants, coffee shops and wine bars line the Square, and it fills with neighbors for the seasonal Sunday farmers market and the annual Hyde Park Art Show. Many residents can walk to the Square for dinner, a rare luxury in a city where most neighborhoods are built around the car.',
      "Residents also enjoy some of the city's most beautiful green spaces close by. Ault Park, with its formal gardens, pavilion and views over the Little Miami River valley, is just minutes away, and Alms Park offers sweeping views of the Ohio River. Families can choose between public schools such as Kilgour Elementary and a wide range of respected private schools on the east side, one reason many buyers who arrive with young children stay for decades.",
      'Homes in Hyde Park range from updated condominiums in the mid-$400,000s to grand estates well above $2 million. Because the supply is fixed and relatively few homes come up for sale each year, well-priced listings often sell quickly, and renovated homes in the most sought-after pockets can attract multiple offers. Values here have historically held up well in slower markets, which makes Hyde Park a sound long-term investment as well as a wonderful place to live.',
      'Winning a Hyde Park home takes preparation. Get fully pre-approved, decide which streets and architectural styles suit you best, and work with an agent who hears about homes before they reach the open market. Our team has helped buyers and sellers around the Square for years, and we would be glad to show you the neighborhood.',
    ),
    imageUrl: artworkPhoto('/media/blog/blog-02.svg'),
    category: 'Neighborhood Guides',
    publishedDaysAgo: 12,
  },
  {
    id: 'jumbo-loans-explained',
    slug: 'jumbo-loans-explained',
    title: 'Jumbo Loans Explained: Financing a Luxury Home in Cincinnati',
    excerpt:
      'If your next home is above the conforming loan limit, you will likely need a jumbo mortgage. Here is how they work and how to qualify.',
    body: paragraphs(
      'If you are shopping for a home in Hyde Park, Indian Hill or a river-view penthouse downtown, there is a good chance your mortgage will be a jumbo loan. Jumbo financing is common at the upper end of the market, yet many buyers are unsure how it differs from a conventional mortgage. Here is what you need to know before you start touring homes.',
      'Most mortgages in the United States are conforming loans, meaning they meet the guidelines set by Fannie Mae and Freddie Mac and stay under a maximum loan amount that the Federal Housing Finance Agency updates every year. In Hamilton County, that limit for a single-family home currently sits above $800,000. A loan larger than the limit cannot be sold to Fannie Mae or Freddie Mac, so it is called a jumbo loan, and the lender either keeps it on its own books or sells it to private investors.',
      'Because lenders carry more of the risk, jumbo loans usually come with stricter requirements. Many lenders look for a credit score of 700 or higher, a debt-to-income ratio at or below roughly 43 percent and a down payment of 10 to 20 percent or more. Expect to show several months of cash reserves after closing, often six to twelve months of mortgage payments, and to provide full documentation of income, including two years of tax returns if you are self-employed or earn significant bonus or commission income.',
      'Jumbo rates are not always higher than conforming rates. Banks often compete aggressively for well-qualified jumbo borrowers and may price these loans at or even below conforming levels. Many buyers choose an adjustable-rate jumbo with a fixed period of seven or ten years, which can make sense if you expect to move or refinance within that window. Relationship pricing is also common, so ask whether moving deposits or investment assets to a lender could lower your rate.',
      'Luxury homes can be harder to appraise because there are fewer comparable sales, especially for unique properties such as Indian Hill estates with barns and acreage or historic Victorians in Clifton. Some lenders require two appraisals on larger loans. An experienced local agent can help by giving the appraiser relevant sales data and a detailed list of improvements, reducing the risk that a low valuation derails your purchase.',
      'Start talking to lenders early, ideally before you begin touring homes. A full pre-approval, rather than a simple pre-qualification, tells sellers your financing is solid, which can matter as much as price in a competitive situation. Compare offers from a local bank, a national lender and a mortgage broker, and ask each about closing timelines, since a smooth, on-time closing is important to luxury sellers. Our team is happy to introduce you to trusted lenders who know the Cincinnati market well.',
    ),
    imageUrl: artworkPhoto('/media/blog/blog-03.svg'),
    category: 'Buying Tips',
    publishedDaysAgo: 23,
  },
  {
    id: 'multi-family-investing-in-cincinnati',
    slug: 'multi-family-investing-in-cincinnati',
    title: 'Multi-Family Investing in Cincinnati: Where the Numbers Work',
    excerpt:
      'Affordable prices, steady rent growth and a diverse economy make Cincinnati attractive to small multi-family investors, if you buy in the right place at the right price.',
    body: paragraphs(
      "Cincinnati has quietly become one of the Midwest's more attractive markets for small multi-family investors. Purchase prices remain well below those in coastal cities, rents have risen steadily, and a diverse economy anchored by health care, universities and several Fortune 500 headquarters supports stable demand. Still, the numbers vary a great deal by neighborhood and building type, and success depends on buying the right property at the right price.",
      'For many investors, the sweet spot is the two- to four-unit building. These properties can be financed with residential mortgages, and buyers who live in one of the units may qualify for owner-occupant loan programs with lower down payments. Cincinnati has thousands of classic brick two-family and four-family buildings from the early twentieth century, particularly in neighborhoods such as Northside, Clifton, Walnut Hills, Westwood and Price Hill.',
      "Near the University of Cincinnati, Cincinnati Children's Hospital and the medical campuses along Burnet Avenue, demand from students, residents and hospital staff keeps vacancy low. Buildings in Clifton and Corryville can command strong rents, but investors should budget for higher turnover, annual lease cycles and more wear and tear. Units leased to graduate students and medical professionals often strike a good balance between rent and stability.",
      'In Over-the-Rhine and the West End, renovated mixed-use buildings with ground-floor retail and apartments above can be excellent long-term holdings, but purchase prices have risen sharply and cap rates are correspondingly lower. These properties often suit investors focused on appreciation and historic character rather than immediate cash flow. Major renovations may qualify for state and federal historic tax credits, but they require careful planning and experienced contractors.',
      'Before making an offer, build a realistic pro forma. Start with the actual rent roll and leases, then compare them with current market rents for similar units. Budget for property taxes, insurance, water and sewer, which owners typically pay in older multi-family buildings, plus maintenance, capital reserves and vacancy. Many experienced local investors target a cap rate in the mid-to-high single digits for stabilized older properties, but the right target depends on your financing, your time horizon and how much work the building needs.',
      'Finally, talk to a lender about financing options, decide whether you will hire a property manager or manage the building yourself, and order a thorough inspection that includes the roof, the electrical system and a camera scope of the sewer line. Our investment team tracks rents and sales across the city and can help you find buildings where the numbers truly work.',
    ),
    imageUrl: artworkPhoto('/media/blog/blog-04.svg'),
    category: 'Investing',
    publishedDaysAgo: 37,
  },
  {
    id: 'buyers-guide-to-historic-homes-in-over-the-rhine',
    slug: 'buyers-guide-to-historic-homes-in-over-the-rhine',
    title: "A Buyer's Guide to Historic Homes in Over-the-Rhine",
    excerpt:
      'Italianate row houses, tall ceilings and Findlay Market at the end of the block: what to know before you buy a piece of Cincinnati history.',
    body: paragraphs(
      "Few American neighborhoods can match the architectural richness of Over-the-Rhine. Built largely by German immigrants in the mid- to late nineteenth century, it contains hundreds of Italianate row houses, Greek Revival homes and ornate commercial blocks, and the historic district is listed on the National Register of Historic Places. Over the past two decades, careful restoration has turned many of these buildings into some of Cincinnati's most distinctive homes.",
      'Most historic residences here are three- or four-story brick row houses on narrow lots, often only twenty to twenty-five feet wide. Typical features include tall ceilings, arched windows with decorative hoods, bracketed cornices, original mantels and exposed brick walls. Because the buildings share party walls, they offer city living at its most urban, usually with a small rear courtyard or a rooftop deck in place of a yard.',
      "Much of Over-the-Rhine is also a locally designated historic district, so exterior changes such as new windows, doors, masonry work and additions are reviewed by the city's Urban Conservator and, for larger projects, the Historic Conservation Board. These guidelines protect the character that makes the neighborhood special, but they can add time and cost to a renovation. Before you buy, ask what approvals were obtained for past work, and allow extra time for any exterior changes you have in mind.",
      'Inspections on a 150-year-old building deserve extra care. Masonry should be examined for deteriorated mortar, since soft historic brick needs to be repointed with a compatible lime-based mortar rather than hard modern cement. Look closely at the roof, gutters and cornice, where water damage often begins, and confirm that electrical, plumbing and mechanical systems were updated with permits. A camera inspection of the sewer line is well worth its modest cost.',
      "Cincinnati's residential tax abatement program can reduce property taxes on the value added by qualifying renovations for a period of years, and many restored homes in Over-the-Rhine still carry an abatement that transfers to the next owner. Check the remaining term and the abated amount carefully, because taxes will rise when the abatement ends. Buyers planning a substantial rehabilitation, particularly of an income-producing building, may also be able to use historic tax credits.",
      "Living here means Findlay Market, Washington Park, Music Hall and dozens of restaurants within a few blocks, plus the streetcar to downtown and the riverfront. Parking, however, can be a challenge. Homes with a garage or dedicated off-street space command a meaningful premium, and buyers without one should look into nearby garages and the neighborhood's residential parking permits.",
      "The best historic homes in Over-the-Rhine pair period character with modern systems and thoughtful design, and they rarely stay on the market for long. If you are drawn to these remarkable buildings, our team can help you evaluate each property's history, condition and long-term potential.",
    ),
    imageUrl: artworkPhoto('/media/blog/blog-05.svg'),
    category: 'Neighborhood Guides',
    publishedDaysAgo: 51,
  },
  {
    id: 'inspecting-an-older-cincinnati-home',
    slug: 'inspecting-an-older-cincinnati-home',
    title: 'What to Expect When Inspecting an Older Cincinnati Home',
    excerpt:
      'From hillside foundations to clay sewer lines, older Cincinnati homes have their own set of inspection priorities. Here is what our agents tell buyers to watch for.',
    body: paragraphs(
      "Much of Cincinnati's most desirable housing was built before World War II, from the Victorians of Clifton to the Colonials of Hyde Park and the bungalows of Oakley. These homes offer craftsmanship and character that new construction struggles to match, but their age also means the inspection deserves special attention. Here is what our agents recommend buyers focus on.",
      'Cincinnati is a city of hills, and some of its hillsides sit on clay-rich soils that are prone to slow movement and landslides, particularly after wet seasons. If a home sits on or below a slope, look for cracks in foundation walls, doors that stick, leaning retaining walls and cracked driveways. When there are concerns, a structural engineer or geotechnical consultant can assess the risk before you commit.',
      'Older basements were rarely designed to stay dry, and many Cincinnati homes have stone or block foundations that show signs of past water entry. Look for white mineral deposits, staining and fresh paint that might be hiding problems, and ask whether the home has a sump pump, interior drainage or exterior waterproofing. Regrading the soil and extending downspouts away from the foundation solve many issues at modest cost.',
      'A sewer camera inspection is one of the best investments a buyer can make. Many older homes still have clay tile lateral lines connecting the house to the public sewer, and tree roots, cracks and partial collapses are common. Repairs can run into thousands of dollars, especially when the line passes under a driveway or into the street, and the homeowner is generally responsible for the lateral.',
      'Homes built before the 1940s may still contain sections of knob-and-tube wiring, which some insurers will not cover, along with galvanized steel water pipes that corrode over time. Slate and tile roofs can last a century with proper care, but repairs require specialized roofers, and the built-in box gutters common on older homes need regular maintenance. Ask for the ages of the furnace, air conditioner and water heater, and consider radon testing and, for homes built before 1978, a lead paint assessment.',
      'No older home is perfect, and a long inspection report is normal. Focus on safety issues, water intrusion and big-ticket systems, and use the findings to negotiate a fair credit or repair rather than walking away from a home you love over cosmetic items. Our agents can recommend inspectors, engineers and contractors who specialize in historic Cincinnati homes.',
    ),
    imageUrl: artworkPhoto('/media/blog/blog-06.svg'),
    category: 'Buying Tips',
    publishedDaysAgo: 68,
  },
  {
    id: 'urban-core-or-suburbs-how-luxury-buyers-are-choosing',
    slug: 'urban-core-or-suburbs-how-luxury-buyers-are-choosing',
    title: "Urban Core or Suburbs? How Cincinnati's Luxury Buyers Are Choosing",
    excerpt:
      'Penthouses at The Banks or acreage in Indian Hill? We look at why buyers choose the city, the suburbs or the close-in east side.',
    body: paragraphs(
      "One of the most interesting trends in Cincinnati's upper-end market is the growing split between buyers who want to be in the heart of the city and those who want space, privacy and suburban schools. Both groups have plenty of appealing choices, and both are competing for a limited number of truly exceptional homes.",
      'The revitalization of downtown, Over-the-Rhine and the riverfront has created a luxury market that barely existed twenty years ago. Penthouses at The Banks, restored row houses near Washington Park and contemporary townhouses in Mount Adams now attract buyers who once would have looked only at the suburbs. Many are empty nesters who want to walk to Reds and Bengals games, the Aronoff Center and Music Hall, while others are professionals who value a five-minute commute.',
      'Living in the core means trading yards for terraces and private driveways for garage spaces, and it means accepting the activity and noise of a busy neighborhood. Condo buyers should review homeowners association budgets, reserves and rules carefully, since they affect both monthly costs and resale value. Buyers of historic homes should plan for the extra maintenance that comes with nineteenth-century buildings.',
      "Indian Hill, Blue Ash and the broader northeast corridor continue to draw families seeking larger homes, acreage and strong public schools. Indian Hill offers estate living on multi-acre lots laced with bridle trails, while Blue Ash combines newer construction with amenities such as Summit Park and an easy commute to the area's many corporate campuses. For buyers who work from home, a dedicated office, a quiet street and room for visiting family often outweigh walkability.",
      'Close-in east-side neighborhoods such as Hyde Park and Oakley offer a middle ground, with walkable business districts, established homes and a quick drive downtown. That combination is why they consistently rank among the most requested neighborhoods from our clients, and why good homes there tend to sell quickly.',
      'To decide, think about how you want to spend your evenings and weekends, how often and where you will commute, and what your needs are likely to be in five or ten years. Spend a Saturday in each neighborhood on your list, with a morning at Findlay Market, an afternoon at Summit Park and dinner on Hyde Park Square, and notice where you feel most at home. Our agents would be glad to arrange tours across all nine neighborhoods we serve.',
    ),
    imageUrl: artworkPhoto('/media/blog/blog-07.svg'),
    category: 'Market Insights',
    publishedDaysAgo: 95,
  },
  {
    id: 'investing-in-infill-lots-in-cincinnatis-urban-core',
    slug: 'investing-in-infill-lots-in-cincinnatis-urban-core',
    title: "Building New in the City: Investing in Infill Lots in Cincinnati's Urban Core",
    excerpt:
      'As historic buildings grow scarce, investors are looking at vacant land in the West End and Over-the-Rhine. Here is how to evaluate an infill lot before you buy.',
    body: paragraphs(
      "As renovated historic buildings in Over-the-Rhine and the West End become harder to find at reasonable prices, more investors are turning their attention to vacant land. Cincinnati's urban core still has a surprising number of buildable lots, many left behind by demolitions decades ago, and well-planned new construction can deliver modern homes in neighborhoods buyers love.",
      'Vacant parcels are scattered throughout the West End, the northern edge of Over-the-Rhine, Pendleton, Walnut Hills and Camp Washington. Some are privately owned, while others are held by the Hamilton County Landbank or nonprofit developers, who may sell them with development conditions attached. Lots near TQL Stadium, Findlay Market and the streetcar line have seen the strongest interest, and prices have risen accordingly.',
      'Before you buy, confirm exactly what the zoning allows, including permitted uses, density, height, setbacks and parking requirements. Many urban core lots fall within historic districts, so new buildings must be designed to fit the scale and materials of their neighbors and approved by the city. A lot that looks large enough for four townhomes might only hold three once setbacks, parking and design guidelines are applied, so a feasibility study with an architect is money well spent.',
      'Land is often the smallest part of the budget. Construction costs for quality urban townhomes have risen sharply in recent years, and infill sites can bring surprises such as old foundations buried when earlier buildings were demolished, utility upgrades, retaining walls on sloped lots and environmental testing on former commercial sites. Build in a healthy contingency and get firm bids before you finalize your pro forma.',
      "Cincinnati's residential tax abatement for new construction can make finished homes considerably more attractive to buyers by lowering their property taxes for a number of years. Decide early whether you plan to sell the finished homes, rent them or hold them long term, because that choice shapes the design, the finishes and the financing. For-sale townhomes near the stadium and Music Hall have drawn strong buyer interest, while rentals benefit from steady demand from downtown and uptown employers.",
      'Successful infill projects start with the right site and a realistic plan. Our team tracks land listings across the urban core and works with architects, builders and lenders who specialize in infill development. We would be glad to walk a site with you and help you evaluate its potential.',
    ),
    imageUrl: artworkPhoto('/media/blog/blog-08.svg'),
    category: 'Investing',
    publishedDaysAgo: 140,
  },
];
