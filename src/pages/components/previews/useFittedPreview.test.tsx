import { render } from '@testing-library/react';
import { useRef } from 'react';
import { PREVIEW_SCALE, useFittedPreview } from './useFittedPreview';

/** jsdom lays nothing out: the window's and the example's heights are given. */
function Preview({ stageHeight }: { stageHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useFittedPreview(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) Object.defineProperty(element, 'clientHeight', { configurable: true, value: 128 });
      }}
    >
      <div
        className="category-tile__stage"
        ref={(stage) => {
          if (stage) Object.defineProperty(stage, 'offsetHeight', { configurable: true, value: stageHeight });
        }}
      />
    </div>
  );
}

const scaleOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.category-tile__stage')!.style.getPropertyValue('--preview-scale');

describe('useFittedPreview', () => {
  it('scales an example taller than the window down until all of it shows', () => {
    const { container } = render(<Preview stageHeight={400} />);
    expect(Number(scaleOf(container))).toBeCloseTo(128 / 400, 3);
  });

  it('keeps the usual scale for an example that fits', () => {
    const { container } = render(<Preview stageHeight={150} />);
    expect(Number(scaleOf(container))).toBeCloseTo(PREVIEW_SCALE, 3);
  });
});
