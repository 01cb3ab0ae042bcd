import { render } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  itConforms(Skeleton, { props: {}, element: 'div' });
  itWarnsOfItsZeroXNames('Skeleton', (props) => <Skeleton {...props} />);

  it('is a plain block by default, hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const skeleton = container.firstElementChild!;
    expect(skeleton).toHaveClass('aq-skeleton');
    expect(skeleton).toHaveAttribute('data-variant', 'block');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toBeEmptyDOMElement();
  });

  it.each(['text', 'avatar', 'button', 'row'] as const)('takes the %s shape', (variant) => {
    const { container } = render(<Skeleton variant={variant} />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', variant);
  });

  it("treats '' as the plain block, as the default does", () => {
    const { container } = render(<Skeleton variant="" />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'block');
  });

  it('keeps the size you give it', () => {
    const { container } = render(<Skeleton style={{ width: 120, height: 90 }} />);
    expect(container.firstElementChild).toHaveStyle({ width: '120px', height: '90px' });
  });

  it('has no axe violations inside a busy region', async () => {
    const { container } = render(
      <section aria-busy="true" aria-label="Profile">
        <Skeleton variant="avatar" />
        <Skeleton variant="text" />
        <Skeleton variant="button" />
      </section>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
