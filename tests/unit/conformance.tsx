import { createRef, type ComponentType, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';

interface ConformanceOptions<P> {
  /** Props the component needs to render. */
  props: P;
  /** The element the ref and native props land on. */
  element: keyof HTMLElementTagNameMap | 'svg';
  /** Finds that element in the rendered output; defaults to the first of its tag. */
  find?: (container: HTMLElement) => Element | null;
  /** Wraps the component when it needs a parent (a group, a provider). */
  wrap?: (node: ReactElement) => ReactElement;
}

/**
 * The shared contract of every component: forwards its ref to the one DOM node it
 * renders, spreads native props onto it and merges `className` and `style` with its own.
 */
export function itConforms<P extends object>(Component: ComponentType<P>, options: ConformanceOptions<P>) {
  const wrap = options.wrap ?? ((node: ReactElement) => node);
  const find = options.find ?? ((container: HTMLElement) => container.querySelector(options.element));

  it('forwards its ref, native props, className and style to its element', () => {
    const ref = createRef<Element>();
    const extra = {
      ref,
      className: 'consumer-class',
      style: { marginTop: '7px' },
      'data-consumer': 'yes',
      title: 'consumer title',
    } as unknown as P;
    const { container } = render(wrap(<Component {...options.props} {...extra} />));
    const element = find(container);
    expect(element).not.toBeNull();
    expect(ref.current).toBe(element);
    expect(element!.tagName.toLowerCase()).toBe(options.element);
    expect(element).toHaveAttribute('data-consumer', 'yes');
    expect(element).toHaveAttribute('title', 'consumer title');
    expect(element!.getAttribute('class') ?? '').toMatch(/\baq-[a-z-]+/);
    expect(element!.getAttribute('class') ?? '').toContain('consumer-class');
    expect((element as HTMLElement).style.marginTop).toBe('7px');
  });
}
