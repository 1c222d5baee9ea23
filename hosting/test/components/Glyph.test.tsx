import { render } from '@testing-library/react';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined';
import { Glyph } from '@/components/glyphs/Glyph';

describe('Glyph', () => {
  it("draws antd's icon in antd's markup, hidden from screen readers, in the text's colour", () => {
    const { container } = render(<Glyph icon={StarFilled} className="gold" />);
    const span = container.firstElementChild!;
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveClass('anticon', 'anticon-star', 'gold');
    expect(span).toHaveAttribute('aria-hidden', 'true');
    const svg = span.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('data-icon', 'star');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M908/);
  });

  it('keeps every path of a drawing with several', () => {
    const { container } = render(<Glyph icon={ClockCircleOutlined} />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });

  it("keeps the drawing's own SVG attributes, such as its fill rule", () => {
    const { container } = render(<Glyph icon={XOutlined} />);
    expect(container.querySelector('svg')).toHaveAttribute('fill-rule', 'evenodd');
  });
});
