import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from '@/components/preloadableLazy';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

/** A loader that answers when told to, counting its calls. */
function controlledLoad() {
  let answer: (component: typeof Greeting) => void = () => {};
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve) => {
        answer = resolve;
      }),
  );
  return { load, answer: (component: typeof Greeting) => answer(component) };
}

function renderInBoundary(ui: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);
}

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once preload has brought its code', async () => {
    const { load, answer } = controlledLoad();
    const Lazy = preloadableLazy(load);
    Lazy.preload();
    Lazy.preload();
    await act(async () => answer(Greeting));

    renderInBoundary(<Lazy name="Avery" />);

    expect(screen.getByText('Hello, Avery')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends as React.lazy does when it renders first, and loads its code once for the render and a later preload', async () => {
    const { load, answer } = controlledLoad();
    const Lazy = preloadableLazy(load);

    renderInBoundary(<Lazy name="Casey" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    Lazy.preload();
    await act(async () => answer(Greeting));

    expect(await screen.findByText('Hello, Casey')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
