import { lazy, type ComponentType } from 'react';

/** A lazily loaded component whose code can be asked for before it first renders. */
export type PreloadableComponent<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the code, once however often it is called; a failure shows when the component renders. */
  preload(): void;
};

/**
 * React.lazy with a `preload`: the code is fetched once, whoever asks first. A render after it has
 * arrived shows the component at once instead of suspending, so no fallback flashes and React's
 * throttle on revealing suspended content (300 ms after a fallback shows) adds nothing; a render
 * before it suspends as React.lazy does. Calling it has no side effect, so a bundle that takes
 * something else from a feature's entry leaves out the tabs it declares.
 */
/* @__NO_SIDE_EFFECTS__ */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let Loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(loadOnce);
  function Preloadable(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, {
    preload() {
      loadOnce().catch(() => undefined);
    },
  });
}
