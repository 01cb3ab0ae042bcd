import { createRef } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { composeHandlers, cx, dataFlag, focusNeighbourOf, mergeProps, mergeRefs } from './dom.ts';
import { Portal } from './Portal.tsx';
import { useStableId } from './useId.ts';

describe('cx', () => {
  it('joins class names and skips falsy ones', () => {
    expect(cx('a', false, null, undefined, '', 'b')).toBe('a b');
    expect(cx()).toBe('');
  });
});

describe('mergeRefs', () => {
  it('feeds object and callback refs, and clears them with null', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const merged = mergeRefs(objectRef, callback, undefined);
    const node = document.createElement('div');
    merged(node);
    expect(objectRef.current).toBe(node);
    expect(callback).toHaveBeenLastCalledWith(node);
    merged(null);
    expect(objectRef.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });
});

describe('composeHandlers', () => {
  it("runs the consumer's handler first, then the built-in one", () => {
    const order: string[] = [];
    const handler = composeHandlers<Event>(
      () => order.push('consumer'),
      () => order.push('own'),
    );
    handler(new Event('click', { cancelable: true }));
    expect(order).toEqual(['consumer', 'own']);
  });

  it("skips the built-in handler when the consumer's calls preventDefault()", () => {
    const own = vi.fn();
    const handler = composeHandlers<Event>((event) => event.preventDefault(), own);
    handler(new Event('click', { cancelable: true }));
    expect(own).not.toHaveBeenCalled();
  });

  it('runs the built-in handler alone without a consumer handler', () => {
    const own = vi.fn();
    composeHandlers<Event>(undefined, own)(new Event('click'));
    expect(own).toHaveBeenCalledTimes(1);
  });
});

describe('dataFlag', () => {
  it('is an empty string when on and undefined when off', () => {
    expect(dataFlag(true)).toBe('');
    expect(dataFlag(false)).toBeUndefined();
    expect(dataFlag(undefined)).toBeUndefined();
  });
});

describe('useStableId', () => {
  it('keeps a generated id across renders, usable in selectors', () => {
    const { result, rerender } = renderHook(() => useStableId());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toMatch(/^aq[a-zA-Z0-9_-]+$/);
    expect(() => document.querySelector(`#${first}`)).not.toThrow();
  });

  it("uses the consumer's id when given", () => {
    const { result } = renderHook(() => useStableId('mine'));
    expect(result.current).toBe('mine');
  });
});

describe('Portal', () => {
  it('renders at the end of document.body by default, outside its parent', () => {
    const { container } = render(
      <div>
        <Portal>
          <p>Floating</p>
        </Portal>
      </div>,
    );
    const text = screen.getByText('Floating');
    expect(container.contains(text)).toBe(false);
    expect(text.parentElement).toBe(document.body);
  });

  it('renders into a given container', () => {
    const target = document.createElement('section');
    document.body.append(target);
    render(
      <Portal container={target}>
        <p>Inside</p>
      </Portal>,
    );
    expect(target).toContainElement(screen.getByText('Inside'));
    target.remove();
  });
});

describe('focusNeighbourOf', () => {
  it('moves focus from inside a leaving element to the next tabbable one, or the one before at the end', () => {
    render(
      <div>
        <button>first</button>
        <span data-testid="leaving">
          <button>inside</button>
        </span>
        <input aria-label="skipped" disabled />
        <a href="#next">next</a>
      </div>,
    );
    const leaving = screen.getByTestId('leaving');
    screen.getByRole('button', { name: 'inside' }).focus();
    focusNeighbourOf(leaving);
    expect(screen.getByRole('link', { name: 'next' })).toHaveFocus();

    screen.getByRole('link', { name: 'next' }).focus();
    focusNeighbourOf(screen.getByRole('link', { name: 'next' }));
    expect(screen.getByRole('button', { name: 'inside' })).toHaveFocus();
  });

  it('leaves focus alone when it is elsewhere', () => {
    render(
      <div>
        <button>elsewhere</button>
        <span data-testid="leaving">
          <button>inside</button>
        </span>
      </div>,
    );
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    focusNeighbourOf(screen.getByTestId('leaving'));
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });
});

describe('mergeProps', () => {
  it('chains handlers in order until one prevents the default, joins class names, merges styles, and lets later values win', () => {
    const order: string[] = [];
    const merged = mergeProps(
      { onClick: () => order.push('consumer'), className: 'theirs', style: { color: 'red' }, id: 'a', title: 'kept' },
      { onClick: () => order.push('hook'), className: 'aq-x', style: { margin: 0 }, id: 'b', title: undefined as string | undefined },
      { onClick: (event: Event) => (order.push('last'), event.preventDefault()), onKeyDown: () => order.push('key') },
    );
    merged.onClick(new Event('click', { cancelable: true }));
    expect(order).toEqual(['consumer', 'hook', 'last']);
    expect(merged.className).toBe('theirs aq-x');
    expect(merged.style).toEqual({ color: 'red', margin: 0 });
    expect(merged.id).toBe('b');
    expect(merged.title).toBe('kept');

    order.length = 0;
    const stopping = mergeProps(
      { onClick: (event: Event) => (order.push('consumer'), event.preventDefault()) },
      { onClick: () => order.push('built-in') },
    );
    stopping.onClick(new Event('click', { cancelable: true }));
    expect(order).toEqual(['consumer']);
  });

  it('skips missing objects', () => {
    expect(mergeProps(undefined, { id: 'x' }, null)).toEqual({ id: 'x' });
  });
});
