import { screen, waitFor, within } from '@testing-library/react';
import type { Testimonial } from '@estate/domain';
import TestimonialsTab from '@/features/content/dashboard/components/TestimonialsTab';
import {
  addButton,
  buttonIn,
  confirm,
  dialog,
  fill,
  jsonError,
  renderTab,
  rowAction,
  rowButton,
  stubContentApi,
  user,
} from '../../support/contentTabHarness';

afterEach(() => jest.restoreAllMocks());

const PATH = '/api/testimonials';

const margaret: Testimonial = {
  id: 'testimonial-1',
  name: 'Margaret Ellison',
  role: 'Home Buyer, Hyde Park',
  rating: 5,
  testimonial:
    'We had lost out on two homes near Hyde Park Square before we found Queen City Estates. Our agent knew about a Colonial on Observatory Avenue before it hit the market.',
  avatarUrl: '/media/avatars/avatar-01.svg',
};
const richard: Testimonial = {
  id: 'testimonial-2',
  name: 'Richard Caldwell',
  role: 'Seller, Indian Hill',
  rating: 4,
  testimonial: 'They sold our six acres in under two months.',
  avatarUrl: '',
};

const RATING = 'Rating (1 to 5 stars)';

describe('TestimonialsTab', () => {
  it('shows a row per testimonial: avatar, name, role, stars and the start of the text', async () => {
    stubContentApi(PATH, [margaret, richard]);
    renderTab(<TestimonialsTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Testimonials' });
    const row = within(table).getByText('Margaret Ellison').closest('tr')!;
    expect(row).toHaveTextContent('Home Buyer, Hyde Park');
    expect(row).toHaveTextContent('We had lost out on two homes near Hyde Park Square before we found Queen City…');
    expect(row).not.toHaveTextContent('Observatory Avenue');
    expect(within(row).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', margaret.avatarUrl);

    const other = within(table).getByText('Richard Caldwell').closest('tr')!;
    expect(within(other).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(other).toHaveTextContent('They sold our six acres in under two months.');
    expect(other.querySelector('img')).toHaveAttribute('src', '/media/fallback.svg');
  });

  it('shows the documented load-failure text', async () => {
    stubContentApi(PATH, [], () => jsonError(500, 'boom'));
    renderTab(<TestimonialsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load testimonials. Please try again later.');
  });

  it('shows the schema messages on an empty submit, focuses the first invalid field and sends nothing', async () => {
    const api = stubContentApi(PATH, []);
    renderTab(<TestimonialsTab />);
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    await user.click(addButton('Testimonial'));
    await user.click(buttonIn(dialog(), 'Create Testimonial'));

    for (const message of [
      'Name must be at least 2 characters',
      'Role must be at least 2 characters',
      'Rating must be a whole number from 1 to 5',
      'Testimonial must be at least 10 characters',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText(RATING)).toHaveAccessibleDescription('Rating must be a whole number from 1 to 5');
    expect(api.writes()).toEqual([]);

    await fill(RATING, '6');
    expect(within(dialog()).getByText('Rating must be a whole number from 1 to 5')).toBeInTheDocument();
    await fill(RATING, '4');
    await waitFor(() => expect(within(dialog()).queryByText('Rating must be a whole number from 1 to 5')).not.toBeInTheDocument());
  });

  it('creates a testimonial: the exact POST, then the toast', async () => {
    const api = stubContentApi(PATH, [margaret]);
    renderTab(<TestimonialsTab />);
    await screen.findByRole('table');
    await user.click(addButton('Testimonial'));
    await fill('Name', 'Priya Raman');
    await fill('Role', 'Investor, Over-the-Rhine');
    await fill(RATING, '4');
    await fill('Testimonial', 'Clear numbers on every building, and a fourplex that pays for itself.');
    await user.click(buttonIn(dialog(), 'Create Testimonial'));

    expect(await screen.findByText('Testimonial created successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: PATH,
        body: {
          name: 'Priya Raman',
          role: 'Investor, Over-the-Rhine',
          rating: 4,
          testimonial: 'Clear numbers on every building, and a fourplex that pays for itself.',
          avatarUrl: '',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a testimonial: PATCH with every field, then the toast', async () => {
    const api = stubContentApi(PATH, [margaret, richard]);
    renderTab(<TestimonialsTab />);
    await rowAction('Edit', 'Richard Caldwell');
    expect(within(dialog()).getByText('Edit Testimonial')).toBeInTheDocument();
    expect(screen.getByLabelText(RATING)).toHaveValue('4');
    await fill(RATING, '5');
    await fill('Role', 'Seller, Indian Hill estate');
    await user.click(buttonIn(dialog(), 'Save Changes'));

    expect(await screen.findByText('Testimonial updated successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        url: `${PATH}/testimonial-2`,
        body: { name: 'Richard Caldwell', role: 'Seller, Indian Hill estate', rating: 5, testimonial: richard.testimonial, avatarUrl: '' },
      },
    ]);
  });

  it('toasts a failed save with the server message and keeps the dialog open', async () => {
    stubContentApi(PATH, [richard], (call) => (call.method === 'PATCH' ? jsonError(404, 'Testimonial not found') : undefined));
    renderTab(<TestimonialsTab />);
    await rowAction('Edit', 'Richard Caldwell');
    await user.click(buttonIn(dialog(), 'Save Changes'));
    expect(await screen.findByText('Failed to update testimonial: Testimonial not found')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('deletes a testimonial after the confirmation, then toasts', async () => {
    const api = stubContentApi(PATH, [margaret, richard]);
    renderTab(<TestimonialsTab />);
    await rowAction('Delete', 'Margaret Ellison');
    const confirmation = await confirm('Delete');
    expect(confirmation).toHaveTextContent('Delete this testimonial?');
    expect(confirmation).toHaveTextContent('“Margaret Ellison” will be removed from the website. This cannot be undone.');
    expect(await screen.findByText('Testimonial deleted successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: `${PATH}/testimonial-1` }]);
    expect(await rowButton('Edit', 'Richard Caldwell')).toBeInTheDocument();
  });
});
