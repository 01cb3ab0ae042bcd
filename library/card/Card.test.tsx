import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { Card } from './Card.tsx';
import { CardActions, CardContent, CardHeader, CardImage, CardSubtitle, CardTitle } from './CardParts.tsx';

describe('Card', () => {
  itConforms(Card, { props: { children: 'Body' }, element: 'article' });
  itConforms(CardHeader, { props: { children: 'Header' }, element: 'div' });
  itConforms(CardTitle, { props: { children: 'Title' }, element: 'h3' });
  itConforms(CardSubtitle, { props: { children: 'Subtitle' }, element: 'p' });
  itConforms(CardImage, { props: { src: '/assets/images/card.svg', alt: 'A card image' }, element: 'img' });
  itConforms(CardContent, { props: { children: 'Content' }, element: 'div' });
  itConforms(CardActions, { props: { children: 'Actions' }, element: 'div' });
  itConforms(CardTitle, { props: { children: 'Title' }, element: 'h3', wrap: (node) => <Card>{node}</Card> });

  it('renders an article with the elevated variant by default', () => {
    render(<Card aria-label="Plain card">Body</Card>);
    const card = screen.getByRole('article', { name: 'Plain card' });
    expect(card).toHaveClass('aq-card');
    expect(card).toHaveAttribute('data-variant', 'elevated');
  });

  it.each(['elevated', 'outlined', 'filled'] as const)('exposes variant="%s" as data-variant', (variant) => {
    render(<Card variant={variant}>Body</Card>);
    expect(screen.getByRole('article')).toHaveAttribute('data-variant', variant);
  });

  it('is named by its CardTitle', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Northern lights</CardTitle>
          <CardSubtitle>Travel · 5 min read</CardSubtitle>
        </CardHeader>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Northern lights' });
    const title = within(card).getByRole('heading', { level: 3, name: 'Northern lights' });
    expect(card).toHaveAttribute('aria-labelledby', title.id);
  });

  it("uses the title's own id when it has one", () => {
    render(
      <Card>
        <CardTitle id="trip-title">Trip</CardTitle>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Trip' })).toHaveAttribute('id', 'trip-title');
    expect(screen.getByRole('article', { name: 'Trip' })).toHaveAttribute('aria-labelledby', 'trip-title');
  });

  it('has no name without a title', () => {
    render(
      <Card>
        <CardContent>Body</CardContent>
      </Card>,
    );
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-labelledby');
  });

  it('loses its name when the title goes away', async () => {
    function RemovableTitle() {
      const [titled, setTitled] = useState(true);
      return (
        <>
          <Card>{titled && <CardTitle>Inbox</CardTitle>}</Card>
          <button onClick={() => setTitled(false)}>Remove title</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<RemovableTitle />);
    expect(screen.getByRole('article', { name: 'Inbox' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove title' }));
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('article')).toHaveAccessibleName('');
  });

  it("keeps the consumer's aria-label or aria-labelledby over the title", () => {
    render(
      <>
        <Card aria-label="Custom name">
          <CardTitle>Title one</CardTitle>
        </Card>
        <span id="external">External name</span>
        <Card aria-labelledby="external">
          <CardTitle>Title two</CardTitle>
        </Card>
      </>,
    );
    expect(screen.getByRole('article', { name: 'Custom name' })).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('article', { name: 'External name' })).toHaveAttribute('aria-labelledby', 'external');
  });

  it('names nested cards by their own titles', () => {
    render(
      <Card>
        <CardTitle>Outer</CardTitle>
        <Card variant="filled">
          <CardTitle>Inner</CardTitle>
        </Card>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Inner' })).toHaveAttribute('data-variant', 'filled');
  });

  describe('CardTitle', () => {
    it('is an h3 by default', () => {
      render(<CardTitle>Title</CardTitle>);
      const heading = screen.getByRole('heading', { name: 'Title' });
      expect(heading.tagName).toBe('H3');
      expect(heading).toHaveClass('aq-card__title');
    });

    it.each([1, 2, 3, 4, 5, 6] as const)('renders level=%i as that heading level', (level) => {
      render(<CardTitle level={level}>Title</CardTitle>);
      expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`);
    });

    it('works outside a card', () => {
      render(<CardTitle>Alone</CardTitle>);
      expect(screen.getByRole('heading', { name: 'Alone' })).toHaveAttribute('id');
    });
  });

  describe('CardHeader', () => {
    it('lays out the avatar, the heading and the action in order', () => {
      render(
        <CardHeader avatar={<img src="/a.svg" alt="Ada" />} action={<button type="button">More options</button>}>
          <CardTitle>Ada Lovelace</CardTitle>
          <CardSubtitle>Mathematician</CardSubtitle>
        </CardHeader>,
      );
      const header = screen.getByRole('heading', { name: 'Ada Lovelace' }).closest('.aq-card__header')!;
      const parts = [...header.children].map((child) => child.className);
      expect(parts).toEqual(['aq-card__avatar', 'aq-card__heading', 'aq-card__action']);
      expect(within(header as HTMLElement).getByRole('img', { name: 'Ada' })).toBeInTheDocument();
      expect(within(header as HTMLElement).getByRole('button', { name: 'More options' })).toBeInTheDocument();
      expect(screen.getByText('Mathematician')).toHaveClass('aq-card__subtitle');
    });

    it('renders no avatar or action wrapper when they are not given', () => {
      render(
        <CardHeader>
          <CardTitle>Only title</CardTitle>
        </CardHeader>,
      );
      const header = screen.getByRole('heading', { name: 'Only title' }).closest('.aq-card__header')!;
      expect([...header.children].map((child) => child.className)).toEqual(['aq-card__heading']);
    });
  });

  describe('CardImage', () => {
    it('renders the image with its text alternative', () => {
      render(<CardImage src="/assets/images/card-aurora.svg" alt="Green aurora over a lake" width={400} height={200} />);
      const image = screen.getByRole('img', { name: 'Green aurora over a lake' });
      expect(image).toHaveAttribute('src', '/assets/images/card-aurora.svg');
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveClass('aq-card__image');
    });

    it('is hidden from assistive technology when decorative (alt="")', () => {
      render(<CardImage src="/assets/images/card-aurora.svg" alt="" />);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });

  describe('CardActions', () => {
    it('aligns its actions to the end by default', () => {
      render(
        <CardActions>
          <button type="button">Share</button>
        </CardActions>,
      );
      expect(screen.getByRole('button', { name: 'Share' }).parentElement).toHaveAttribute('data-align', 'end');
    });

    it.each(['start', 'end', 'space-between'] as const)('exposes align="%s" as data-align', (align) => {
      render(
        <CardActions align={align}>
          <button type="button">Share</button>
        </CardActions>,
      );
      expect(screen.getByRole('button', { name: 'Share' }).parentElement).toHaveAttribute('data-align', align);
    });
  });

  it('renders its content part with the content class', () => {
    render(
      <CardContent>
        <p>Body text</p>
      </CardContent>,
    );
    expect(screen.getByText('Body text').parentElement).toHaveClass('aq-card__content');
  });

  it('has no axe violations in a full card of each variant', async () => {
    const { container } = render(
      <main>
        {(['elevated', 'outlined', 'filled'] as const).map((variant) => (
          <Card key={variant} variant={variant}>
            <CardImage src="/assets/images/card-aurora.svg" alt="Aurora" />
            <CardHeader avatar={<span aria-hidden="true">A</span>} action={<button type="button">More</button>}>
              <CardTitle level={2}>{variant} card</CardTitle>
              <CardSubtitle>Subtitle</CardSubtitle>
            </CardHeader>
            <CardContent>
              <p>Body</p>
            </CardContent>
            <CardActions>
              <button type="button">Open</button>
            </CardActions>
          </Card>
        ))}
      </main>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
