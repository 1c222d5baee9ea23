import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ScrollOnNavigate } from '@/app/layouts/ScrollOnNavigate';

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollOnNavigate />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/about', element: <h2 id="team">Team</h2> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollOnNavigate', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
  });

  it('opens a new page at its top, and keeps the place when only the query changes', async () => {
    const router = renderRoutes();
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/about?sort=price'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves Back to the browser, and goes to the element a #hash names', async () => {
    const router = renderRoutes();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    await act(() => router.navigate('/about#team'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
