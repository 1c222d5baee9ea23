import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that uses antd, wrapped in the site's antd theme. The theme's module
 * loads with the component, so neither antd nor the theme reaches the chunk that declares it.
 */
export function lazyWithAntdTheme<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Component, { AntdTheme }] = await Promise.all([load(), import('./AntdTheme')]);
    function Themed(props: Props) {
      return (
        <AntdTheme>
          <Component {...props} />
        </AntdTheme>
      );
    }
    return { default: Themed };
  });
}
