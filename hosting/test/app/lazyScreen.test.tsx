import type { RouteObject } from 'react-router-dom';
import { lazyScreen, loadMatchedScreens } from '@/app/lazyScreen';

const Layout = () => null;
const Home = () => null;
const About = () => null;

describe('loadMatchedScreens', () => {
  it("puts the loaded screens of the URL's routes in place of their lazy stand-ins, and only those", async () => {
    const loadAbout = jest.fn(async () => ({ default: About }));
    const LazyLayout = lazyScreen(async () => ({ default: Layout }));
    const LazyHome = lazyScreen(async () => ({ default: Home }));
    const LazyAbout = lazyScreen(loadAbout);
    const routes: RouteObject[] = [
      {
        Component: LazyLayout,
        children: [
          { path: '/', Component: LazyHome },
          { path: '/about', Component: LazyAbout },
        ],
      },
    ];

    await loadMatchedScreens(routes, { pathname: '/' });

    expect(routes[0]!.Component).toBe(Layout);
    expect(routes[0]!.children![0]!.Component).toBe(Home);
    expect(routes[0]!.children![1]!.Component).toBe(LazyAbout);
    expect(loadAbout).not.toHaveBeenCalled();
  });

  it('leaves a route whose screen is not lazy as it is', async () => {
    const routes: RouteObject[] = [{ path: '/', Component: Home }];
    await loadMatchedScreens(routes, { pathname: '/' });
    expect(routes[0]!.Component).toBe(Home);
  });
});
