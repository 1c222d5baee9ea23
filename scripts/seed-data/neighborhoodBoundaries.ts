// Seed boundaries: an approximate outline of each of the nine neighbourhoods, drawn by hand around
// its real area (streets, the river, the highways that edge it), a dozen points or so each, marked
// approximate; an admin replaces one with the city's own line by uploading it (docs/product/dashboard.md#content-tabs).
import { neighborhoodId, type NeighborhoodBoundary, type NeighborhoodName, type Position } from '@estate/domain';

export type SeedBoundary = Omit<NeighborhoodBoundary, 'updatedAt'> & { id: string };

/** An approximate outline from its ring of [longitude, latitude], closed here. */
function outline(name: NeighborhoodName, ring: Position[]): SeedBoundary {
  return { id: neighborhoodId(name), name, approximate: true, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] } };
}

export const neighborhoodBoundaries: SeedBoundary[] = [
  // Grandin Road and Ault Park's edge to the east, Observatory and Erie around the Square, Madison Road to the north.
  outline('Hyde Park', [
    [-84.46, 39.128],
    [-84.452, 39.124],
    [-84.442, 39.123],
    [-84.433, 39.126],
    [-84.428, 39.132],
    [-84.43, 39.14],
    [-84.435, 39.1445],
    [-84.445, 39.1445],
    [-84.454, 39.142],
    [-84.46, 39.136],
  ]),
  // The hilltop above downtown, Eden Park's western slopes included.
  outline('Mount Adams', [
    [-84.5035, 39.106],
    [-84.496, 39.1045],
    [-84.49, 39.106],
    [-84.488, 39.11],
    [-84.492, 39.1135],
    [-84.498, 39.1145],
    [-84.503, 39.112],
  ]),
  // The village's rolling estates between Camargo, Given and Shawnee Run roads.
  outline('Indian Hill', [
    [-84.38, 39.165],
    [-84.35, 39.16],
    [-84.315, 39.165],
    [-84.3, 39.18],
    [-84.302, 39.2],
    [-84.32, 39.213],
    [-84.35, 39.215],
    [-84.375, 39.205],
    [-84.382, 39.185],
  ]),
  // The river to the south, I-75 to the west, Central Parkway to the north, I-71 to the east.
  outline('Downtown', [
    [-84.5215, 39.0975],
    [-84.515, 39.095],
    [-84.508, 39.094],
    [-84.502, 39.0955],
    [-84.501, 39.101],
    [-84.5035, 39.106],
    [-84.509, 39.1075],
    [-84.517, 39.108],
    [-84.523, 39.1065],
    [-84.524, 39.1015],
  ]),
  // Around Oakley Square and Madison Road, north of Hyde Park to the I-71 interchange.
  outline('Oakley', [
    [-84.445, 39.1445],
    [-84.435, 39.1445],
    [-84.43, 39.14],
    [-84.42, 39.142],
    [-84.412, 39.15],
    [-84.413, 39.16],
    [-84.422, 39.166],
    [-84.435, 39.165],
    [-84.442, 39.158],
    [-84.446, 39.15],
  ]),
  // The Gaslight District and the university's hill, Burnet Woods to Ludlow Avenue.
  outline('Clifton', [
    [-84.53, 39.138],
    [-84.52, 39.1365],
    [-84.51, 39.138],
    [-84.506, 39.145],
    [-84.508, 39.153],
    [-84.515, 39.158],
    [-84.525, 39.157],
    [-84.531, 39.15],
  ]),
  // West of Central Parkway and I-75's edge of downtown, from Union Terminal to Dayton Street.
  outline('West End', [
    [-84.523, 39.1065],
    [-84.5225, 39.111],
    [-84.5225, 39.118],
    [-84.52, 39.122],
    [-84.53, 39.123],
    [-84.538, 39.118],
    [-84.54, 39.11],
    [-84.536, 39.103],
    [-84.528, 39.101],
    [-84.524, 39.1015],
  ]),
  // North of Central Parkway to McMicken Avenue, Findlay Market to Washington Park and the hillside.
  outline('Over-the-Rhine', [
    [-84.523, 39.1065],
    [-84.517, 39.108],
    [-84.509, 39.1075],
    [-84.5075, 39.112],
    [-84.51, 39.117],
    [-84.514, 39.121],
    [-84.52, 39.122],
    [-84.5225, 39.118],
    [-84.5225, 39.111],
  ]),
  // The city of Blue Ash, from Reed Hartman Highway to Kenwood Road and the Summit Park.
  outline('Blue Ash', [
    [-84.41, 39.225],
    [-84.385, 39.218],
    [-84.36, 39.222],
    [-84.35, 39.235],
    [-84.356, 39.255],
    [-84.375, 39.266],
    [-84.398, 39.264],
    [-84.412, 39.248],
  ]),
];
