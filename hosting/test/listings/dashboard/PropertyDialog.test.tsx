import { configure, screen, waitFor, within } from '@testing-library/react';
import { agencyToday, type Property } from '@estate/domain';
import { PropertyDialog } from '@/features/listings/dashboard/components/PropertyDialog';
import {
  addPropertyTarget,
  duplicatePropertyTarget,
  editPropertyTarget,
  type PropertyDialogTarget,
} from '@/features/listings/dashboard/propertyDialogTarget';
import { property } from '../../support/fixtures/homeContent';
import { FakeUpload } from '../../support/fakeUpload';
import { fastUserEvent } from '../../support/leadFormHarness';
import { renderWithProviders } from '../../support/renderWithProviders';
import { STAFF } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const user = fastUserEvent();

const {
  id: _id,
  createdAt: _createdAt,
  // Computed or set by moves: never sent by the form.
  DaysOnMarket: _days,
  ModificationTimestamp: _modified,
  ListPrice: _listPrice,
  OriginalListPrice: _originalListPrice,
  OnMarketDate: _onMarket,
  // The server's, read from the address.
  City: _city,
  ...propertyFields
} = property;

/** The listing as the API answers a write. */
const saved: Property = { ...property, id: 'saved-1' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Every call answers `respond()`, but the staff list the agent select reads (GET /api/staff); the
 * calls answered tell what the dialog sent.
 */
function stubFetch(respond: () => Promise<Response> | Response = () => json(201, saved)) {
  const sent = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => (String(input) === '/api/staff' ? json(200, STAFF) : sent(input, init)));
  return sent;
}

/** The method, URL and JSON body of the one call made. */
function onlyCall(fetch: jest.Mock) {
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
}

function renderDialog(target: PropertyDialogTarget) {
  const onClose = jest.fn();
  renderWithProviders(<PropertyDialog open target={target} onClose={onClose} />);
  return { onClose };
}

const dialog = () => screen.getByRole('dialog');
/** A footer button by its text (role queries by name are slow over antd's styled DOM). */
const button = (label: string) => within(dialog()).getByText(label).closest('button')!;

/** Puts `text` into an empty field (pasting: typing key by key is slow over antd's inputs). */
async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Empties a field, then types `text` into it ('' leaves it empty). */
async function retype(label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  if (text) await user.type(screen.getByLabelText(label), text);
}

/** Opens an antd select and clicks one of its options (the popup is tied to the control's id). */
async function choose(label: string, option: string) {
  const control = screen.getByLabelText(label);
  await user.click(control);
  const popup = await waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
  await user.click(await within(popup).findByTitle(option));
}

afterEach(() => jest.restoreAllMocks());

/** A day as the date box shows it: 'November 1, 2026'. */
const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** A listing with two photos, each with its alt text. */
const withPhotos: Property = {
  ...property,
  images: ['/media/homes/home-01.svg', '/media/homes/home-02.svg'],
  imageAlts: ['The front at dusk', 'The garden'],
};

describe('PropertyDialog', () => {
  it('shows every property rule on an empty submit, focuses the first invalid field and sends nothing', async () => {
    const fetch = stubFetch();
    renderDialog(addPropertyTarget());
    expect(within(dialog()).getByText('Add Property')).toBeInTheDocument();
    await user.click(button('Create Property'));

    for (const message of [
      'Title must be at least 5 characters',
      'Address must be at least 5 characters',
      'Please select a neighborhood',
      'Price must be greater than 0',
      'Bedrooms must be 0 or more',
      'Bathrooms must be 0 or more',
      'Square feet must be at least 1',
      'Description must be at least 20 characters',
      'Please select a property type',
      'At least one image is required',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    // A new listing starts Active: it is placed first (docs/product/dashboard.md#properties-tab).
    expect(within(dialog()).getAllByText('Place the listing on the map before it goes Active')).toHaveLength(2);
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription('Place the listing on the map before it goes Active');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Price must be greater than 0');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['Title', 'Home', 'Title must be at least 5 characters', 'Home on the hill'],
    ['Address', '1 A', 'Address must be at least 5 characters', '1 Ash Ct'],
    ['Price', '0', 'Price must be greater than 0', '750000'],
    ['Price', '', 'Price must be greater than 0', '750000'],
    ['Bedrooms', '-1', 'Bedrooms must be 0 or more', '4'],
    ['Bedrooms', '2.5', 'Bedrooms must be a whole number', '3'],
    ['Bathrooms', '-0.5', 'Bathrooms must be 0 or more', '1.5'],
    ['Bathrooms', '2.25', 'Bathrooms go in half steps', '2.5'],
    ['Square Feet', '0', 'Square feet must be at least 1', '1800'],
    ['Description', 'Too short.', 'Description must be at least 20 characters', 'A long enough description of the home.'],
  ])('%s %p is refused with "%s", focused, and re-checked on change', async (label, value, message, valid) => {
    const fetch = stubFetch();
    renderDialog(editPropertyTarget(property));
    await retype(label, value);
    await user.click(button('Update Property'));

    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await retype(label, valid);
    await waitFor(() => expect(within(dialog()).queryByText(message)).not.toBeInTheDocument());
  });

  it('creates a listing: POST /api/properties with exactly the form fields, uploaded image included, then toasts and closes', async () => {
    FakeUpload.install();
    const fetch = stubFetch();
    const { onClose } = renderDialog(addPropertyTarget());
    await fill('Title', 'Riverside Modern Retreat');
    await fill('Address', '100 River Rd, Cincinnati, OH 45202');
    await choose('Neighborhood', 'Downtown');
    await fill('Price', '850000');
    await fill('Bedrooms', '3');
    await fill('Bathrooms', '2.5');
    await fill('Square Feet', '2400');
    await fill('Description', 'A modern home above the river with wide views.');
    await choose('Property Type', 'Condo');
    await fill('Latitude', '39.0968');
    await fill('Longitude', '-84.5071');
    await user.click(screen.getByLabelText('Featured'));

    // No submitting while an upload runs.
    await user.upload(screen.getByTestId('property-images-files'), new File(['png'], 'front.png', { type: 'image/png' }));
    expect(button('Create Property')).toBeDisabled();
    await FakeUpload.requests[0]!.succeed('/uploads/front.png');
    await waitFor(() => expect(button('Create Property')).toBeEnabled());
    await fill('Alt text for photo 1', 'The front of the house at dusk');

    await user.click(button('Create Property'));
    expect(await screen.findByText('Property created successfully')).toBeInTheDocument();
    expect(onlyCall(fetch)).toEqual({
      url: '/api/properties',
      method: 'POST',
      body: {
        title: 'Riverside Modern Retreat',
        address: '100 River Rd, Cincinnati, OH 45202',
        neighborhood: 'Downtown',
        price: 850000,
        bedrooms: 3,
        bathrooms: 2.5,
        squareFeet: 2400,
        description: 'A modern home above the river with wide views.',
        propertyType: 'Condo',
        Latitude: 39.0968,
        Longitude: -84.5071,
        images: ['/uploads/front.png'],
        imageAlts: ['The front of the house at dusk'],
        isFeatured: true,
        isNewListing: false,
        // A new listing is Active, listed today in Cincinnati, its sale price shown once sold.
        StandardStatus: 'Active',
        ListingContractDate: agencyToday(),
        showSoldPrice: true,
        // Public unless the admin says otherwise; no agent named: the API makes the admin its agent.
        visibility: 'public',
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a Coming Soon listing with its listing date and its sold price hidden', async () => {
    const fetch = stubFetch();
    renderDialog({ mode: 'create', values: { ...duplicatePropertyTarget(property).values, title: 'Observatory Hill Colonial' } });
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(screen.getByLabelText('Listing date')).toHaveValue(formatDay(agencyToday()));
    expect(screen.getByLabelText('Show sold price')).toBeChecked();
    expect(screen.getByLabelText('Show sold price')).toHaveAccessibleDescription(
      'Off: the sale counts in the record but its price is not shown',
    );

    await choose('Status', 'Coming soon');
    await user.clear(screen.getByLabelText('Listing date'));
    await fill('Listing date', '2026-11-01');
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Show sold price'));
    await user.click(button('Create Property'));

    expect(await screen.findByText('Property created successfully')).toBeInTheDocument();
    expect(onlyCall(fetch).body).toMatchObject({ StandardStatus: 'Coming Soon', ListingContractDate: '2026-11-01', showSoldPrice: false });
  });

  it('edits a listing: prefilled, PATCH /api/properties/{id} with the form fields and never id, createdAt or City', async () => {
    const fetch = stubFetch(() => json(200, saved));
    const { onClose } = renderDialog(editPropertyTarget(property));
    expect(within(dialog()).getByText('Edit Property')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(property.title);
    expect(screen.getByLabelText('Featured')).toBeChecked();
    // Status and listing date change through moves and corrections: shown, not editable.
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Listing date')).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Listing date').nextElementSibling).toHaveTextContent('November 18, 2026');
    expect(within(dialog()).getByText('Status').nextElementSibling).toHaveTextContent('Active');
    expect(screen.getByLabelText('Show sold price')).toBeChecked();
    await retype('Price', '2500000');
    await user.click(button('Update Property'));

    expect(await screen.findByText('Property updated successfully')).toBeInTheDocument();
    expect(onlyCall(fetch)).toEqual({
      url: `/api/properties/${property.id}`,
      method: 'PATCH',
      // One alt text per photo, '' for the one it has not been given; status and listing date as they were.
      body: { ...propertyFields, imageAlts: [''], price: 2500000 },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('places a listing by its coordinates, typed or set by the map, which loads on its own', async () => {
    const fetch = stubFetch(() => json(200, saved));
    renderDialog(editPropertyTarget(property));
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.1327');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-84.4447');
    expect(within(dialog()).getByText('Place on the map')).toBeInTheDocument();
    // The map arrives from its own module, with the pin where the inputs say.
    const pin = await within(dialog()).findByText('Map pin at 39.1327, -84.4447');

    await retype('Latitude', '39.14');
    await retype('Longitude', '-84.45');
    expect(await within(dialog()).findByText('Map pin at 39.14, -84.45')).toBeInTheDocument();
    await user.click(pin);
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.1092');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-84.4983');
    await user.click(button('Update Property'));

    expect(await screen.findByText('Property updated successfully')).toBeInTheDocument();
    expect(onlyCall(fetch).body).toMatchObject({ Latitude: 39.1092, Longitude: -84.4983 });
  });

  it('refuses a place outside the Cincinnati region, or one coordinate alone', async () => {
    const fetch = stubFetch(() => json(200, saved));
    renderDialog(editPropertyTarget(property));
    await retype('Latitude', '40.71');
    await user.click(button('Update Property'));
    expect(await within(dialog()).findByText('Latitude must be a number in the Cincinnati region (38.75 to 39.6)')).toBeInTheDocument();
    await retype('Latitude', '');
    expect(await within(dialog()).findByText('Give both latitude and longitude, or neither')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('edits a listing stored before coordinates: says it has no place yet, and saves without one', async () => {
    const fetch = stubFetch(() => json(200, saved));
    const { Latitude: _latitude, Longitude: _longitude, ...unplaced } = property;
    renderDialog(editPropertyTarget(unplaced));
    expect(within(dialog()).getByText('This listing has no place on the map yet: set it before it next goes Active.')).toHaveAttribute(
      'role',
      'status',
    );
    await retype('Price', '2500000');
    await user.click(button('Update Property'));

    expect(await screen.findByText('Property updated successfully')).toBeInTheDocument();
    // Sent as null: the API clears them, where an absent field would keep what is stored.
    expect(onlyCall(fetch).body).toMatchObject({ price: 2500000, Latitude: null, Longitude: null });
  });

  it("duplicates a listing: a new one titled '(Copy)', its photos and alt texts included, sent by POST without id or createdAt", async () => {
    const fetch = stubFetch();
    renderDialog(duplicatePropertyTarget(withPhotos));
    expect(within(dialog()).getByText('Add Property')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(`${property.title} (Copy)`);
    expect(screen.getByLabelText('Alt text for photo 2')).toHaveValue('The garden');
    await user.click(button('Create Property'));

    expect(await screen.findByText('Property created successfully')).toBeInTheDocument();
    expect(onlyCall(fetch)).toEqual({
      url: '/api/properties',
      method: 'POST',
      body: {
        ...propertyFields,
        title: `${property.title} (Copy)`,
        images: withPhotos.images,
        imageAlts: withPhotos.imageAlts,
        // A copy starts its own life: listed today.
        ListingContractDate: agencyToday(),
      },
    });
  });

  it('starts a copy of a sold or withdrawn listing as Active, and a copy of a Coming Soon one as Coming Soon', () => {
    for (const status of ['Closed', 'Withdrawn', 'Active Under Contract'] as const) {
      expect(duplicatePropertyTarget({ ...property, StandardStatus: status }).values).toMatchObject({ StandardStatus: 'Active' });
    }
    expect(duplicatePropertyTarget({ ...property, StandardStatus: 'Coming Soon' }).values).toMatchObject({ StandardStatus: 'Coming Soon' });
  });

  it('saves the photos in their new order with each alt text beside its photo', async () => {
    const fetch = stubFetch(() => json(200, saved));
    renderDialog(editPropertyTarget(withPhotos));
    const photos = screen.getByRole('list', { name: 'Uploaded images' });
    expect(within(photos).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    await user.clear(screen.getByLabelText('Alt text for photo 2'));
    await user.paste('The front at night');
    await user.click(button('Update Property'));

    expect(await screen.findByText('Property updated successfully')).toBeInTheDocument();
    expect(onlyCall(fetch).body).toMatchObject({
      images: ['/media/homes/home-02.svg', '/media/homes/home-01.svg'],
      imageAlts: ['The garden', 'The front at night'],
    });
  });

  it('cannot be closed while saving: Escape, Cancel and the close button do nothing, and the button says Saving...', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const { onClose } = renderDialog(editPropertyTarget(property));
    await user.click(button('Update Property'));

    expect(await within(dialog()).findByText('Saving...')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Update Property')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Title'));
    await user.keyboard('{Escape}');
    expect(button('Cancel')).toBeDisabled();
    await user.click(button('Cancel'));
    expect(dialog().querySelector('.ant-modal-close')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    answer(json(200, saved));
    expect(await screen.findByText('Property updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and Cancel when not saving', async () => {
    stubFetch();
    const { onClose } = renderDialog(editPropertyTarget(property));
    await user.click(screen.getByLabelText('Title'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('deletes the photos uploaded since it opened when cancelled, and only those', async () => {
    FakeUpload.install();
    const fetch = stubFetch(() => json(200, { message: 'Image deleted' }));
    const { onClose } = renderDialog(editPropertyTarget(property));
    await user.upload(screen.getByTestId('property-images-files'), new File(['png'], 'garden.png', { type: 'image/png' }));
    await FakeUpload.requests[0]!.succeed('/api/uploads/garden.png');
    await waitFor(() => expect(button('Update Property')).toBeEnabled());
    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith('/api/upload/garden.png', expect.objectContaining({ method: 'DELETE' }));
  });

  it('deletes a photo whose web sizes were still being made when the dialog was cancelled, once it is done', async () => {
    FakeUpload.install();
    const fetch = stubFetch(() => json(200, { message: 'Image deleted' }));
    const { onClose } = renderDialog(editPropertyTarget(property));
    await user.upload(screen.getByTestId('property-images-files'), new File(['png'], 'late.png', { type: 'image/png' }));
    FakeUpload.requests[0]!.sent();
    expect(await within(dialog()).findByText('Making web sizes…')).toBeInTheDocument();
    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await FakeUpload.requests[0]!.succeed('/api/uploads/late.png');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/upload/late.png', expect.objectContaining({ method: 'DELETE' })));
  });

  it("says why a create failed with the server's message, and stays open", async () => {
    stubFetch(() => json(400, { message: 'Title must be at least 5 characters' }));
    const { onClose } = renderDialog(duplicatePropertyTarget(property));
    await user.click(button('Create Property'));
    expect(await screen.findByText('Failed to create property: Title must be at least 5 characters')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Create Property')).toBeEnabled();
  });

  it("says why an update failed, with the error's own message when the server sent none", async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const { onClose } = renderDialog(editPropertyTarget(property));
    await user.click(button('Update Property'));
    expect(await screen.findByText('Failed to update property: 500: Internal Server Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
