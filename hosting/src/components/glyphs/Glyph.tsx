import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

/** SVG attribute names as React's props: `fill-rule` → `fillRule`; `data-…` and `aria-…` stay as they are. */
const propName = (attribute: string) =>
  /^(data|aria)-/.test(attribute) ? attribute : attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

function draw({ tag, attrs, children = [] }: AbstractNode, key?: number): ReactNode {
  const props = Object.fromEntries(Object.entries(attrs).map(([name, value]) => [propName(name), value]));
  return createElement(tag, { key, ...props }, ...children.map(draw));
}

/**
 * One of antd's icons, decorative, drawn from its SVG data alone in antd's own markup (so the
 * icon styles every page's HTML carries apply): in the shell of every public page, antd's icon
 * component and its runtime would weigh more than the drawings themselves.
 */
export function Glyph({ icon, className }: { icon: IconDefinition; className?: string }) {
  // A two-tone icon is drawn by a function of its colours; here both are the text's.
  const { attrs, children = [] } = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className={['anticon', `anticon-${icon.name}`, className].filter(Boolean).join(' ')} aria-hidden>
      {draw({
        tag: 'svg',
        attrs: { ...attrs, 'data-icon': icon.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
        children,
      })}
    </span>
  );
}
