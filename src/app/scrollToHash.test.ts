import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashTarget, scrollToIdWhenRendered } from './scrollToHash';

describe('hashTarget', () => {
  it('reads an element id from the fragment', () => {
    expect(hashTarget('#api-Button-size')).toBe('api-Button-size');
    expect(hashTarget('#button-demo1')).toBe('button-demo1');
    expect(hashTarget('#keyboard-0')).toBe('keyboard-0');
  });

  it('leaves a share link, an empty or a malformed fragment alone', () => {
    expect(hashTarget('#share=1.abc')).toBeNull();
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#%E0%A4%A')).toBeNull();
  });
});

describe('scrollToIdWhenRendered', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const spyOnScroll = () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    return scroll;
  };

  it('scrolls at once to an element already there', () => {
    const scroll = spyOnScroll();
    document.body.innerHTML = '<table><tr id="api-Button-size"><td>x</td></tr></table>';
    scrollToIdWhenRendered('api-Button-size');
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('waits for an element that renders later, and starts a demo at the top', async () => {
    const scroll = spyOnScroll();
    scrollToIdWhenRendered('button-demo1');
    expect(scroll).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.id = 'button-demo1';
    document.body.append(section);
    await vi.waitFor(() => expect(scroll).toHaveBeenCalledWith({ block: 'start' }));
    expect(scroll.mock.contexts[0]).toBe(section);
  });

  it('stops waiting when told to, or after a while', async () => {
    vi.useFakeTimers();
    const scroll = spyOnScroll();
    const stop = scrollToIdWhenRendered('late-1');
    stop();
    scrollToIdWhenRendered('late-2');
    vi.advanceTimersByTime(6000);
    document.body.innerHTML = '<p id="late-1"></p><p id="late-2"></p>';
    await Promise.resolve();
    expect(scroll).not.toHaveBeenCalled();
  });
});
