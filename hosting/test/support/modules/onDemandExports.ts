/**
 * antd's and @ant-design/icons' package entries require every component they have: about 2 s of
 * each jsdom test file, for the few components it renders. Vite tree-shakes them away; jest
 * cannot, so jest.config.mjs maps the bare package names to the modules here. Each export is
 * required from its own module the first time a test reads it, and from the whole package if it
 * has no module of its own (types are erased, so only values are ever read).
 */
export function onDemandExports(wholePackage: string, ownModule: (name: string) => string): Record<string, unknown> {
  const loaded = new Map<string, unknown>();
  const load = (name: string): unknown => {
    const path = ownModule(name);
    try {
      require.resolve(path);
    } catch {
      return jest.requireActual<Record<string, unknown>>(wholePackage)[name];
    }
    return jest.requireActual<{ default: unknown }>(path).default;
  };
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string' || name === '__esModule') return undefined;
        if (!loaded.has(name)) loaded.set(name, load(name));
        return loaded.get(name);
      },
    },
  );
}
