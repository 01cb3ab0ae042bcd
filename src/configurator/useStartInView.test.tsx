import { useRef } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_HOVER_QUERY, useStartInView } from './useStartInView';

/** IntersectionObserver as the browser gives it, driven by the test: `enter` reports the element in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function mockScreen(hover: boolean) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === NO_HOVER_QUERY ? !hover : false, media: query }));
}

function Section({ start, active = true }: { start: () => void; active?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useStartInView(ref, start, active);
  return <div ref={ref}>Configure</div>;
}

afterEach(() => {
  cleanup();
  FakeObserver.instances = [];
  vi.unstubAllGlobals();
});

describe('useStartInView', () => {
  it('on a touch screen, starts once when the section comes into view, not before', () => {
    mockScreen(false);
    const start = vi.fn();
    render(<Section start={start} />);
    const [observer] = FakeObserver.instances;
    expect(observer.observed).toHaveLength(1);
    observer.report(false);
    expect(start).not.toHaveBeenCalled();
    observer.report(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('where a pointer can hover, leaves the start to the pointer: nothing is observed', () => {
    mockScreen(true);
    const start = vi.fn();
    render(<Section start={start} />);
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('stops watching once started some other way', () => {
    mockScreen(false);
    const start = vi.fn();
    const view = render(<Section start={start} />);
    view.rerender(<Section start={start} active={false} />);
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });
});
