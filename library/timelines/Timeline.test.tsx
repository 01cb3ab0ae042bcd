import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { CSS_COLOR_SYNTAXES, INVALID_COLORS, expectOneColorWarning } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { contrastRatio } from '../core/index.ts';
import { Timeline } from './Timeline.tsx';
import { TimelineItem } from './TimelineItem.tsx';

describe('Timeline', () => {
  itConforms(Timeline, { props: { children: <TimelineItem>Created</TimelineItem> }, element: 'ol' });
  itWarnsOfItsZeroXNames('Timeline', (props) => (
    <Timeline {...props}>
      <TimelineItem>Created</TimelineItem>
    </Timeline>
  ));

  it('is an ordered list of its items, content on the right by default', () => {
    render(
      <Timeline aria-label="History">
        <TimelineItem>Created</TimelineItem>
        <TimelineItem>Reviewed</TimelineItem>
      </Timeline>,
    );
    const list = screen.getByRole('list', { name: 'History' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('data-mode', 'right');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Created', 'Reviewed']);
  });

  it('in the default mode puts the content on the right and shows no labels', () => {
    render(
      <Timeline mode="default" aria-label="History">
        <TimelineItem label="09:00">Created</TimelineItem>
      </Timeline>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-mode', 'default');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Created$/);
    expect(screen.queryByText('09:00')).toBeNull();
  });

  it.each(['left', 'alternate', 'right'] as const)('takes mode %s', (mode) => {
    render(
      <Timeline mode={mode}>
        <TimelineItem>Event</TimelineItem>
      </Timeline>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-mode', mode);
  });
});

describe('TimelineItem', () => {
  itConforms(TimelineItem, { props: { children: 'Created' }, element: 'li', wrap: (node) => <Timeline>{node}</Timeline> });
  itWarnsOfItsZeroXNames('TimelineItem', (props) => (
    <Timeline>
      <TimelineItem {...props}>Created</TimelineItem>
    </Timeline>
  ));

  it('draws a #1890ff dot hidden from assistive technology', () => {
    render(
      <Timeline>
        <TimelineItem>Created</TimelineItem>
      </Timeline>,
    );
    const item = screen.getByRole('listitem');
    expect(item.style.getPropertyValue('--aq-timeline-color')).toBe('rgb(24, 144, 255)');
    expect(item.querySelector('.aq-timeline__dot')).not.toBeNull();
    expect(item.querySelector('.aq-timeline__axis')).toHaveAttribute('aria-hidden', 'true');
    expect(item).not.toHaveAttribute('data-custom-dot');
  });

  it('colours its dot with color', () => {
    render(
      <Timeline>
        <TimelineItem color="#FF3300">Failed</TimelineItem>
      </Timeline>,
    );
    expect(screen.getByRole('listitem').style.getPropertyValue('--aq-timeline-color')).toBe('rgb(255, 51, 0)');
    expect(screen.getByRole('listitem').style.getPropertyValue('--aq-timeline-color-on-dark')).toBe('rgb(255, 51, 0)');
  });

  it.each(CSS_COLOR_SYNTAXES)('takes the colour %s and hands it to CSS as %s', (input, css) => {
    watchWarnings();
    render(
      <Timeline>
        <TimelineItem color={input}>Coloured</TimelineItem>
      </Timeline>,
    );
    expect(screen.getByRole('listitem').style.getPropertyValue('--aq-timeline-color')).toBe(css);
    expect(screen.getByRole('listitem').style.getPropertyValue('--aq-timeline-color-on-dark')).not.toBe('');
  });

  it('keeps a colour only the page resolves in both themes, and says once that its contrast is not checked', () => {
    const warn = watchWarnings();
    render(
      <Timeline>
        <TimelineItem color="var(--brand)">One</TimelineItem>
        <TimelineItem color="var(--brand)">Two</TimelineItem>
      </Timeline>,
    );
    const [item] = screen.getAllByRole('listitem');
    expect(item.style.getPropertyValue('--aq-timeline-color-on-dark')).toBe('var(--brand)');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('TimelineItem color var(--brand) reaches CSS as written');
  });

  it.each(INVALID_COLORS)('draws #1890ff for %j, warning once with “%s”', (input, error) => {
    const warn = watchWarnings();
    render(
      <Timeline>
        <TimelineItem color={input}>One</TimelineItem>
        <TimelineItem color={input}>Two</TimelineItem>
      </Timeline>,
    );
    expect(screen.getAllByRole('listitem')[0].style.getPropertyValue('--aq-timeline-color')).toBe('rgb(24, 144, 255)');
    expectOneColorWarning(warn, 'TimelineItem', input, error);
  });

  it('lightens a dark colour for the dark theme, so the dot keeps 3:1 against the page', () => {
    render(
      <Timeline>
        <TimelineItem color="indigo">Review</TimelineItem>
      </Timeline>,
    );
    const item = screen.getByRole('listitem');
    expect(item.style.getPropertyValue('--aq-timeline-color')).toBe('rgb(75, 0, 130)');
    expect(contrastRatio(item.style.getPropertyValue('--aq-timeline-color-on-dark'), '#1c2128')).toBeGreaterThanOrEqual(3);
  });

  it('draws dot instead of the dot', () => {
    render(
      <Timeline>
        <TimelineItem dot={<svg data-icon="clock" />}>Waiting</TimelineItem>
      </Timeline>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-custom-dot', '');
    expect(item.querySelector('.aq-timeline__dot')).toBeNull();
    expect(item.querySelector('[data-icon="clock"]')).not.toBeNull();
  });

  it('puts label before the content, so it is read first', () => {
    render(
      <Timeline>
        <TimelineItem label="2026-01-12">Released</TimelineItem>
      </Timeline>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/^2026-01-12Released$/);
  });

  it('draws its tail in its own colour with tailColor, and in the line’s colour by default', () => {
    render(
      <Timeline>
        <TimelineItem tailColor color="#52C41A">
          Deployed
        </TimelineItem>
        <TimelineItem>Checked</TimelineItem>
      </Timeline>,
    );
    const [coloured, plain] = screen.getAllByRole('listitem');
    expect(coloured).toHaveAttribute('data-tail-color', '');
    expect(plain).not.toHaveAttribute('data-tail-color');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Timeline mode="alternate">
        <TimelineItem label="09:00">Created</TimelineItem>
        <TimelineItem color="indigo" dot="★">
          Starred
        </TimelineItem>
      </Timeline>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
