import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import DividerDemo1 from './divider-demo1/divider-demo1';
import DividerDemo2 from './divider-demo2/divider-demo2';
import DividerDemo3 from './divider-demo3/divider-demo3';
import DividerDemo4 from './divider-demo4/divider-demo4';

describe('divider demos', () => {
  it('demo1 separates the paragraphs with a plain, a labelled and a dashed divider', () => {
    render(<DividerDemo1 />);
    const dividers = screen.getAllByRole('separator');
    expect(dividers).toHaveLength(3);
    expect(dividers[0]).not.toHaveAttribute('data-with-text');
    expect(screen.getByRole('separator', { name: 'Day two' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByRole('separator', { name: 'Notes' })).toHaveAttribute('data-dashed', '');
  });

  it('demo2 places the text left, center and right', () => {
    render(<DividerDemo2 />);
    for (const labelPosition of ['left', 'center', 'right']) {
      const name = labelPosition[0].toUpperCase() + labelPosition.slice(1);
      expect(screen.getByRole('separator', { name })).toHaveAttribute('data-label-position', labelPosition);
    }
  });

  it('demo3 colours each line', () => {
    render(<DividerDemo3 />);
    const colour = (name: string) => screen.getByRole('separator', { name }).style.getPropertyValue('--aq-divider-color');
    expect(colour('Blue')).toBe('rgb(24, 144, 255)');
    expect(colour('Tomato, dashed')).toBe('rgb(255, 99, 71)');
    expect(colour('Green')).toBe('rgb(82, 196, 26)');
  });

  it('demo4 puts vertical separators between the navigation links', () => {
    render(<DividerDemo4 />);
    const nav = screen.getByRole('navigation', { name: 'Site' });
    const separators = screen.getAllByRole('separator');
    expect(separators).toHaveLength(4);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Components', 'Guides']);
    expect(links[0].nextElementSibling).toBe(separators[0]);
    expect(nav).toContainElement(separators[1]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <DividerDemo1 />
        <DividerDemo2 />
        <DividerDemo3 />
        <DividerDemo4 />
      </>,
    );
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
