import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll, scrollbarGap } from './scrollLock.ts';

/** jsdom lays nothing out: a window 1024 px wide whose page has a scrollbar of `width` px. */
function scrollbarOf(width: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024 - width);
}

/** The body's inline overflow and right padding, the two a lock sets, checked together. */
function expectBody(style: { overflow: string; paddingRight: string }) {
  const { overflow, paddingRight } = document.body.style;
  expect({ overflow, paddingRight }).toEqual(style);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides the scrollbar and pads the body by its width, so the page does not shift; the release gives both back', () => {
    scrollbarOf(15);
    const release = lockScroll();
    expectBody({ overflow: 'hidden', paddingRight: '15px' });
    release();
    expectBody({ overflow: '', paddingRight: '' });
  });

  it('adds the width to the padding the page gives the body, and puts the page’s own inline values back', () => {
    scrollbarOf(17);
    document.body.style.paddingRight = '8px';
    document.body.style.overflow = 'scroll';
    const release = lockScroll();
    expect(document.body.style.paddingRight).toBe('25px');
    release();
    expectBody({ overflow: 'scroll', paddingRight: '8px' });
  });

  it('pads once for nested locks, and keeps the lock until the last one is released (each release once)', () => {
    scrollbarOf(15);
    const outer = lockScroll();
    const inner = lockScroll();
    expect(document.body.style.paddingRight).toBe('15px');
    inner();
    inner();
    expectBody({ overflow: 'hidden', paddingRight: '15px' });
    outer();
    expectBody({ overflow: '', paddingRight: '' });
  });

  it('adds no padding where the scrollbar takes no room (drawn over the page, or on a phone)', () => {
    scrollbarOf(0);
    const release = lockScroll();
    expectBody({ overflow: 'hidden', paddingRight: '' });
    release();
  });
});

describe('scrollbarGap', () => {
  it('is the room the page’s scrollbar takes', () => {
    scrollbarOf(15);
    expect(scrollbarGap()).toBe(15);
  });

  it('is 0 where the page keeps its gutter anyway, and in a document not laid out', () => {
    scrollbarOf(15);
    // jsdom knows no scrollbar-gutter: the computed style says what a browser's would.
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ scrollbarGutter: 'stable both-edges' } as CSSStyleDeclaration);
    expect(scrollbarGap()).toBe(0);
    vi.restoreAllMocks();
    // jsdom's own document: no layout, no width.
    expect(scrollbarGap()).toBe(0);
  });
});
