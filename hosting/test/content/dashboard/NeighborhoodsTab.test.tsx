import { screen, waitFor, within } from '@testing-library/react';
import { NEIGHBORHOOD_BOUNDARIES_URL, NEIGHBORHOOD_NAMES, neighborhoodId, type Neighborhood } from '@estate/domain';
import NeighborhoodsTab from '@/features/content/dashboard/components/NeighborhoodsTab';
import {
  addButton,
  buttonIn,
  choose,
  confirm,
  dialog,
  fill,
  json,
  jsonError,
  renderTab,
  rowAction,
  rowButton,
  stubContentApi,
  user,
} from '../../support/contentTabHarness';

afterEach(() => jest.restoreAllMocks());

const PATH = '/api/neighborhoods';

const neighborhood = (name: Neighborhood['name'], overrides: Partial<Neighborhood> = {}): Neighborhood => ({
  id: neighborhoodId(name),
  name,
  shortDescription: `Tree-lined streets of ${name}.`,
  description: `${name} is one of Cincinnati's most loved neighborhoods, close to everything.`,
  imageUrl: `/media/neighborhoods/${neighborhoodId(name)}.svg`,
  ...overrides,
});

const hydePark = neighborhood('Hyde Park');
const oakley = neighborhood('Oakley');

describe('NeighborhoodsTab', () => {
  it('shows a skeleton, then a row per neighborhood with its image, name and short description', async () => {
    stubContentApi(PATH, [hydePark, oakley]);
    renderTab(<NeighborhoodsTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Neighborhoods' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Neighborhoods' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Neighborhoods' });
    const row = within(table).getByText('Hyde Park').closest('tr')!;
    expect(row).toHaveTextContent('Tree-lined streets of Hyde Park.');
    expect(row.querySelector('img')).toHaveAttribute('src', hydePark.imageUrl);
    expect(within(table).getByText('Oakley')).toBeInTheDocument();
    expect(await rowButton('Edit', 'Oakley')).toHaveTextContent('Edit');
    expect(await rowButton('Delete', 'Oakley')).toHaveTextContent('Delete');
  });

  it('shows the documented load-failure text, and an empty state', async () => {
    stubContentApi(PATH, [], () => jsonError(500, 'boom'));
    const { unmount } = renderTab(<NeighborhoodsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load neighborhoods. Please try again later.');
    unmount();

    stubContentApi(PATH, []);
    renderTab(<NeighborhoodsTab />);
    expect(await screen.findByText('No neighborhoods yet')).toBeInTheDocument();
  });

  it('shows the schema messages on an empty submit, focuses the first invalid field and sends nothing', async () => {
    const api = stubContentApi(PATH, [hydePark]);
    renderTab(<NeighborhoodsTab />);
    await screen.findByRole('table');
    await user.click(addButton('Neighborhood'));
    expect(within(dialog()).getByText('Add Neighborhood')).toBeInTheDocument();
    await user.click(buttonIn(dialog(), 'Create Neighborhood'));

    expect(await within(dialog()).findByText('Please select a neighborhood')).toBeInTheDocument();
    expect(within(dialog()).getByText('Short description must be at least 10 characters')).toBeInTheDocument();
    expect(within(dialog()).getByText('Description must be at least 20 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await fill('Short description', 'Historic and hilly');
    await waitFor(() => expect(within(dialog()).queryByText('Short description must be at least 10 characters')).not.toBeInTheDocument());
  });

  it('creates a neighborhood with a free name: the exact POST, the toast, the dialog closed and the list reloaded', async () => {
    const api = stubContentApi(PATH, [hydePark, oakley]);
    renderTab(<NeighborhoodsTab />);
    await screen.findByRole('table');
    await user.click(addButton('Neighborhood'));

    await user.click(screen.getByLabelText('Name'));
    const popup = await waitFor(() => document.getElementById('neighborhood-name_list')!.closest<HTMLElement>('.ant-select-dropdown')!);
    expect(within(popup).queryByTitle('Hyde Park')).not.toBeInTheDocument();
    await user.click(await within(popup).findByTitle('Clifton'));
    await fill('Short description', '  Gaslights and the university.  ');
    await fill('Description', 'Clifton pairs gaslit streets of grand homes with the energy of the university campus.');
    await user.click(buttonIn(dialog(), 'Create Neighborhood'));

    expect(await screen.findByText('Neighborhood created successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: PATH,
        body: {
          name: 'Clifton',
          shortDescription: 'Gaslights and the university.',
          description: 'Clifton pairs gaslit streets of grand homes with the energy of the university campus.',
          imageUrl: '',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'GET' && call.url === PATH)).toHaveLength(2);
  });

  it('disables Add Neighborhood, saying why, when every neighborhood exists', async () => {
    stubContentApi(
      PATH,
      NEIGHBORHOOD_NAMES.map((name) => neighborhood(name)),
    );
    renderTab(<NeighborhoodsTab />);
    await screen.findByRole('table');
    const add = addButton('Neighborhood');
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Every neighborhood the agency serves is listed: edit one, or delete one to add it anew.');
  });

  it('edits a neighborhood: the form starts with its values and PATCHes them all', async () => {
    const api = stubContentApi(PATH, [hydePark, oakley]);
    renderTab(<NeighborhoodsTab />);
    await rowAction('Edit', 'Hyde Park');
    expect(within(dialog()).getByText('Edit Neighborhood')).toBeInTheDocument();
    expect(screen.getByLabelText('Short description')).toHaveValue(hydePark.shortDescription);
    expect(within(dialog()).getByRole('img', { name: 'Image 1 of 1' })).toHaveAttribute('src', hydePark.imageUrl);

    await fill('Short description', 'Shops and cafes around the Square.');
    await user.click(buttonIn(dialog(), 'Save Changes'));

    expect(await screen.findByText('Neighborhood updated successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        url: `${PATH}/hyde-park`,
        body: {
          name: 'Hyde Park',
          shortDescription: 'Shops and cafes around the Square.',
          description: hydePark.description,
          imageUrl: hydePark.imageUrl,
        },
      },
    ]);
  });

  it('shows a refused rename on the name field and in the toast, and keeps the dialog open', async () => {
    stubContentApi(PATH, [hydePark, oakley], (call) =>
      call.method === 'PATCH' ? jsonError(409, 'This neighborhood already exists') : undefined,
    );
    renderTab(<NeighborhoodsTab />);
    await rowAction('Edit', 'Hyde Park');
    await choose('Name', 'Mount Adams');
    await user.click(buttonIn(dialog(), 'Save Changes'));

    expect(await screen.findByText('Failed to update neighborhood: This neighborhood already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This neighborhood already exists');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(dialog()).toBeInTheDocument();
  });

  it('deletes a neighborhood only after the confirmation, then toasts', async () => {
    const api = stubContentApi(PATH, [hydePark, oakley]);
    renderTab(<NeighborhoodsTab />);
    await rowAction('Delete', 'Oakley');
    const confirmation = await confirm('Cancel');
    expect(confirmation).toHaveTextContent('Delete this neighborhood?');
    expect(confirmation).toHaveTextContent('“Oakley” will be removed from the website. This cannot be undone.');
    expect(api.writes()).toEqual([]);

    await rowAction('Delete', 'Oakley');
    await confirm('Delete');
    expect(await screen.findByText('Neighborhood deleted successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: `${PATH}/oakley` }]);
  });

  it('toasts a failed delete with the server message', async () => {
    stubContentApi(PATH, [hydePark], (call) => (call.method === 'DELETE' ? jsonError(404, 'Neighborhood not found') : undefined));
    renderTab(<NeighborhoodsTab />);
    await rowAction('Delete', 'Hyde Park');
    await confirm('Delete');
    expect(await screen.findByText('Failed to delete neighborhood: Neighborhood not found')).toBeInTheDocument();
  });

  describe('a boundary (docs/product/dashboard.md#content-tabs)', () => {
    const square = [
      [-84.44, 39.13],
      [-84.43, 39.13],
      [-84.43, 39.14],
      [-84.44, 39.14],
      [-84.44, 39.13],
    ];
    const polygon = { type: 'Polygon', coordinates: [square] };
    const withHydeParkOutline = (call: { method: string; url: string }) =>
      call.method === 'GET' && call.url === NEIGHBORHOOD_BOUNDARIES_URL
        ? json({
            type: 'FeatureCollection',
            features: [{ type: 'Feature', id: 'hyde-park', properties: { name: 'Hyde Park', approximate: true }, geometry: polygon }],
          })
        : undefined;
    const chooseFile = (content: string, name = 'boundary.geojson') =>
      user.upload(screen.getByTestId('neighborhood-boundary-files'), new File([content], name, { type: 'application/geo+json' }));

    it('says what the neighbourhood has, and removes it at once', async () => {
      const api = stubContentApi(PATH, [hydePark, oakley], withHydeParkOutline);
      renderTab(<NeighborhoodsTab />);
      await rowAction('Edit', 'Hyde Park');
      expect(await within(dialog()).findByText('Has an approximate outline.')).toBeInTheDocument();
      expect(buttonIn(dialog(), 'Replace boundary')).toBeEnabled();
      await user.click(buttonIn(dialog(), 'Remove boundary'));

      expect(await screen.findByText('Boundary removed')).toBeInTheDocument();
      expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/neighborhoods/hyde-park/boundary' }]);
    });

    it('uploads a GeoJSON file as it is, approximate when the switch says so, apart from the dialog’s Save', async () => {
      const api = stubContentApi(PATH, [hydePark, oakley]);
      renderTab(<NeighborhoodsTab />);
      await rowAction('Edit', 'Oakley');
      expect(await within(dialog()).findByText('No boundary yet: maps show no outline for this neighborhood.')).toBeInTheDocument();
      await user.click(screen.getByLabelText('Upload as an approximate outline'));
      const file = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name: 'Oakley' }, geometry: polygon }] };
      await chooseFile(JSON.stringify(file));

      expect(await screen.findByText('Boundary saved')).toBeInTheDocument();
      expect(api.writes()).toEqual([
        { method: 'PUT', url: '/api/neighborhoods/oakley/boundary', body: { geojson: file, approximate: true } },
      ]);
    });

    it.each([
      ['not JSON', 'hello', 'The file is not JSON'],
      ['a point', JSON.stringify({ type: 'Point', coordinates: [-84.44, 39.13] }), 'The boundary must be a Polygon or a MultiPolygon'],
      [
        'an open ring',
        JSON.stringify({ type: 'Polygon', coordinates: [square.slice(0, 4)] }),
        'Each ring must have at least 4 positions and end where it starts',
      ],
    ])('says why a file that is %s is refused, and sends nothing', async (_case, content, message) => {
      const api = stubContentApi(PATH, [hydePark, oakley]);
      renderTab(<NeighborhoodsTab />);
      await rowAction('Edit', 'Oakley');
      await chooseFile(content);

      expect(await within(dialog()).findByText(message)).toHaveAttribute('role', 'alert');
      expect(screen.getByText('Upload boundary').closest('button')).toHaveAccessibleDescription(message);
      expect(api.writes()).toEqual([]);
    });

    it('shows the server’s refusal of an upload', async () => {
      stubContentApi(PATH, [hydePark, oakley], (call) =>
        call.method === 'PUT' ? jsonError(400, 'The boundary must lie in the Cincinnati region') : undefined,
      );
      renderTab(<NeighborhoodsTab />);
      await rowAction('Edit', 'Oakley');
      await chooseFile(JSON.stringify(polygon));
      expect(await within(dialog()).findByText('The boundary must lie in the Cincinnati region')).toHaveAttribute('role', 'alert');
    });
  });
});
