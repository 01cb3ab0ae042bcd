import { act, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { de } from '../locales/de/index.ts';
import { AquilaProvider } from '../provider/index.ts';
import type { PaginatorPageEvent, PaginatorStatus } from './constants.ts';
import { Paginator, type PaginatorProps } from './Paginator.tsx';

// Floating UI (the chooser's list, the buttons' tooltips) measures asynchronously; let it settle inside act.
const settle = () => act(async () => {});

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const button = (name: string) => screen.getByRole('button', { name });
const range = () => document.querySelector('.aq-paginator__range') as HTMLElement;
const chooser = () => screen.getByRole('combobox', { name: 'Items per page:' });

function setup(props: PaginatorProps = {}) {
  const user = userEvent.setup();
  const onPage = vi.fn<(event: PaginatorPageEvent) => void>();
  const view = render(<Paginator onPage={onPage} {...props} />);
  return { user, onPage, ...view };
}

async function chooseSize(user: ReturnType<typeof userEvent.setup>, size: number) {
  await user.click(chooser());
  await settle();
  await user.click(screen.getByRole('option', { name: String(size) }));
  await settle();
}

describe('Paginator', () => {
  itConforms(Paginator, { props: { length: 50, pageSize: 10 }, element: 'nav' });

  describe('defaults', () => {
    it('is a navigation landmark named "Pagination" with no items: "0 of 0", both buttons disabled, no chooser', () => {
      setup();
      expect(nav()).toHaveClass('aq-paginator');
      expect(range()).toHaveTextContent(/^0 of 0$/);
      expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true');
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('button', { name: 'First page' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
      expect(screen.queryByText('Items per page:')).toBeNull();
    });

    it('without a page size or options puts every item on one page', () => {
      setup({ length: 50 });
      expect(range()).toHaveTextContent('1 - 50 of 50');
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');
    });

    it('announces the range politely whenever it changes', () => {
      setup({ length: 50, pageSize: 10 });
      expect(range()).toHaveAttribute('aria-live', 'polite');
      expect(range()).toHaveAttribute('aria-atomic', 'true');
    });
  });

  describe('moving between pages', () => {
    it('shows "1 - 10 of 50" at first; Next moves a page on and reports the page event', async () => {
      const { user, onPage } = setup({ length: 50, pageSize: 10 });
      expect(range()).toHaveTextContent('1 - 10 of 50');
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'false');
      await user.click(button('Next page'));
      expect(button('Previous page')).toHaveAttribute('aria-disabled', 'false');
      expect(range()).toHaveTextContent('11 - 20 of 50');
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 0, currentPageIndex: 1, pageSize: 10, length: 50 });
      await user.click(button('Previous page'));
      expect(range()).toHaveTextContent('1 - 10 of 50');
      expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 1, currentPageIndex: 0, pageSize: 10, length: 50 });
    });

    it('disables Previous on the first page: pressing it does nothing', async () => {
      const { user, onPage } = setup({ length: 50, pageSize: 10 });
      expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true');
      await user.click(button('Previous page'));
      expect(range()).toHaveTextContent('1 - 10 of 50');
      expect(onPage).not.toHaveBeenCalled();
    });

    it('ends the last, partial page at the length and disables Next there', async () => {
      const { user, onPage } = setup({ length: 47, pageSize: 10, defaultPageIndex: 3 });
      expect(range()).toHaveTextContent('31 - 40 of 47');
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('41 - 47 of 47');
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('41 - 47 of 47');
      expect(onPage).toHaveBeenCalledTimes(1);
    });

    it('keeps focus on the button pressed from the keyboard when it reaches the end', async () => {
      const { user } = setup({ length: 30, pageSize: 10 });
      await user.tab();
      await user.tab();
      await settle();
      expect(button('Next page')).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(range()).toHaveTextContent('21 - 30 of 30');
      expect(button('Next page')).toHaveFocus();
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');
    });

    it('a single page disables both buttons', () => {
      setup({ length: 7, pageSize: 10 });
      expect(range()).toHaveTextContent('1 - 7 of 7');
      expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true');
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');
    });

    it('starts on defaultPageIndex', () => {
      setup({ length: 50, pageSize: 10, defaultPageIndex: 2 });
      expect(range()).toHaveTextContent('21 - 30 of 50');
    });

    it('shows each button’s name as a tooltip on hover', async () => {
      const { user } = setup({ length: 50, pageSize: 10 });
      await user.hover(button('Next page'));
      await settle();
      expect(screen.getByRole('tooltip')).toHaveTextContent('Next page');
    });
  });

  describe('showExtremeButtons', () => {
    it('adds First page and Last page, disabled at their ends', async () => {
      const { user, onPage } = setup({ length: 50, pageSize: 10, showExtremeButtons: true });
      expect(nav()).toHaveAttribute('data-extreme-buttons', '');
      const names = within(nav())
        .getAllByRole('button')
        .map((element) => element.getAttribute('aria-label'));
      expect(names).toEqual(['First page', 'Previous page', 'Next page', 'Last page']);
      expect(button('First page')).toHaveAttribute('aria-disabled', 'true');

      await user.click(button('Last page'));
      expect(range()).toHaveTextContent('41 - 50 of 50');
      expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 0, currentPageIndex: 4, pageSize: 10, length: 50 });
      expect(button('Last page')).toHaveAttribute('aria-disabled', 'true');
      expect(button('First page')).toHaveAttribute('aria-disabled', 'false');

      await user.click(button('First page'));
      expect(range()).toHaveTextContent('1 - 10 of 50');
      expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 4, currentPageIndex: 0, pageSize: 10, length: 50 });
    });
  });

  describe('page size', () => {
    it('offers pageSizeOptions in a chooser labelled "Items per page:", showing the page size', async () => {
      const { user } = setup({ length: 50, pageSize: 10, pageSizeOptions: [5, 10, 25] });
      expect(chooser()).toHaveTextContent('10');
      await user.click(chooser());
      await settle();
      const list = screen.getByRole('listbox', { name: 'Items per page:' });
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['5', '10', '25']);
      expect(screen.getByRole('option', { name: '10' })).toHaveAttribute('aria-selected', 'true');
    });

    it('clicking the label focuses the chooser', async () => {
      const { user } = setup({ length: 50, pageSize: 10, pageSizeOptions: [5, 10, 25] });
      await user.click(screen.getByText('Items per page:'));
      await settle();
      expect(chooser()).toHaveFocus();
    });

    it('choosing a size shows pages of that size and reports it', async () => {
      const { user, onPage } = setup({ length: 50, pageSize: 10, pageSizeOptions: [5, 10, 25] });
      await chooseSize(user, 25);
      expect(range()).toHaveTextContent('1 - 25 of 50');
      expect(chooser()).toHaveTextContent('25');
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 0, currentPageIndex: 0, pageSize: 25, length: 50 });
    });

    it('keeps the first item shown on the new page when the size changes', async () => {
      const { user, onPage } = setup({ length: 50, pageSize: 10, pageSizeOptions: [5, 10, 25], defaultPageIndex: 2 });
      expect(range()).toHaveTextContent('21 - 30 of 50');
      await chooseSize(user, 5);
      expect(range()).toHaveTextContent('21 - 25 of 50');
      expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 2, currentPageIndex: 4, pageSize: 5, length: 50 });
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('26 - 30 of 50');
      await chooseSize(user, 25);
      expect(range()).toHaveTextContent('26 - 50 of 50');
      expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 5, currentPageIndex: 1, pageSize: 25, length: 50 });
    });

    it('adds a page size missing from the options, in order, and drops repeats and non-positive sizes', async () => {
      const { user } = setup({ length: 50, pageSize: 15, pageSizeOptions: [25, 5, 5, 0, -10, 10] });
      await user.click(chooser());
      await settle();
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '15', '25']);
    });

    it('with page size 0 takes the first option', () => {
      setup({ length: 50, pageSizeOptions: [5, 10, 25] });
      expect(chooser()).toHaveTextContent('5');
      expect(range()).toHaveTextContent('1 - 5 of 50');
    });

    it('with only one size to offer shows it as text instead of a chooser', () => {
      setup({ length: 50, pageSize: 10 });
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(nav().querySelector('.aq-paginator__size')).toHaveTextContent('Items per page:10');
    });

    it('hidePageSize hides the chooser and its label; paging still works', async () => {
      const { user } = setup({ length: 50, pageSize: 10, pageSizeOptions: [5, 10, 25], hidePageSize: true });
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.queryByText('Items per page:')).toBeNull();
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('11 - 20 of 50');
    });
  });

  describe('labels', () => {
    it('replaces any of the words, for translation, and the nav takes its own name', async () => {
      const { user } = setup({
        length: 50,
        pageSize: 10,
        pageSizeOptions: [5, 10],
        showExtremeButtons: true,
        'aria-label': 'Paginación',
        labels: {
          itemsPerPage: 'Elementos por página:',
          nextPage: 'Página siguiente',
          previousPage: 'Página anterior',
          firstPage: 'Primera página',
          lastPage: 'Última página',
          of: 'de',
        },
      });
      const translated = screen.getByRole('navigation', { name: 'Paginación' });
      expect(within(translated).getByRole('combobox', { name: 'Elementos por página:' })).toBeInTheDocument();
      expect(range()).toHaveTextContent('1 - 10 de 50');
      for (const name of ['Primera página', 'Página anterior', 'Página siguiente', 'Última página']) {
        expect(within(translated).getByRole('button', { name })).toBeInTheDocument();
      }
      await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
      expect(range()).toHaveTextContent('11 - 20 de 50');
    });

    it('keeps the English words it is not given', () => {
      setup({ length: 0, labels: { of: 'von' } });
      expect(range()).toHaveTextContent('0 von 0');
      expect(button('Next page')).toBeInTheDocument();
    });
  });

  describe('pageStatus carries the length', () => {
    it('takes the length from pageStatus, not "0 of 0"', () => {
      setup({ pageStatus: { previousPageIndex: 0, currentPageIndex: 0, pageSize: 10, length: 50 } });
      expect(range()).toHaveTextContent('1 - 10 of 50');
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'false');
    });

    it('prefers the length pageStatus carries to the length prop', () => {
      setup({ length: 20, pageStatus: { currentPageIndex: 3, pageSize: 10, length: 50 } });
      expect(range()).toHaveTextContent('31 - 40 of 50');
    });

    it('takes the length prop when pageStatus has none', () => {
      setup({ length: 30, pageStatus: { currentPageIndex: 1, pageSize: 10 } });
      expect(range()).toHaveTextContent('11 - 20 of 30');
    });
  });

  describe('defaultPageStatus (uncontrolled)', () => {
    it('starts where it says, length included, and moves by itself from there', async () => {
      const { user, onPage } = setup({ defaultPageStatus: { currentPageIndex: 2, pageSize: 10, length: 50 } });
      expect(range()).toHaveTextContent('21 - 30 of 50');
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('31 - 40 of 50');
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 2, currentPageIndex: 3, pageSize: 10, length: 50 });
    });

    it('takes precedence over pageSize and defaultPageIndex, and moves without onPage too', async () => {
      const user = userEvent.setup();
      render(<Paginator length={50} pageSize={5} defaultPageIndex={4} defaultPageStatus={{ currentPageIndex: 1, pageSize: 25 }} />);
      expect(range()).toHaveTextContent('26 - 50 of 50');
      await user.click(button('Previous page'));
      expect(range()).toHaveTextContent('1 - 25 of 50');
    });
  });

  describe('pageStatus without onPage', () => {
    let warn: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterEach(() => warn.mockRestore());

    it('stays where pageStatus says and warns once, naming onPage and defaultPageStatus', async () => {
      const user = userEvent.setup();
      render(<Paginator pageStatus={{ currentPageIndex: 0, pageSize: 10, length: 50 }} />);
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('1 - 10 of 50');
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        'Aquila UI: Paginator got `pageStatus` without `onPage`. This makes it read-only: it shows what `pageStatus` says and never ' +
          'changes it itself. If it should start there and then change, use `defaultPageStatus` instead; otherwise handle `onPage`.',
      );
    });

    it('does not warn with onPage, or uncontrolled', () => {
      render(
        <>
          <Paginator aria-label="One" pageStatus={{ currentPageIndex: 0, pageSize: 10 }} onPage={() => {}} />
          <Paginator aria-label="Two" defaultPageStatus={{ currentPageIndex: 0, pageSize: 10 }} />
        </>,
      );
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('disabled', () => {
    it('disables every button and the chooser, keeps them in the Tab order, and reports nothing', async () => {
      const { user, onPage } = setup({
        length: 50,
        pageSize: 10,
        pageSizeOptions: [5, 10],
        showExtremeButtons: true,
        defaultPageIndex: 2,
        disabled: true,
      });
      expect(nav()).toHaveAttribute('data-disabled', '');
      for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
        expect(button(name)).toHaveAttribute('aria-disabled', 'true');
        expect(button(name)).not.toBeDisabled();
        await user.click(button(name));
      }
      expect(chooser()).toHaveAttribute('aria-disabled', 'true');
      expect(range()).toHaveTextContent('21 - 30 of 50');
      expect(onPage).not.toHaveBeenCalled();
    });

    it('is off by default', () => {
      setup({ length: 50, pageSize: 10 });
      expect(nav()).not.toHaveAttribute('data-disabled');
    });
  });

  describe('pageStatus (controlled)', () => {
    it('shows the page and size it is given, and only asks for changes through onPage', async () => {
      const { user, onPage } = setup({
        length: 50,
        pageSizeOptions: [5, 10, 25],
        pageStatus: { currentPageIndex: 1, pageSize: 25 },
      });
      expect(range()).toHaveTextContent('26 - 50 of 50');
      await user.click(button('Previous page'));
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 1, currentPageIndex: 0, pageSize: 25, length: 50 });
      expect(range()).toHaveTextContent('26 - 50 of 50');
    });

    it('follows its parent’s state, so the parent can also move it (back to the first page, say)', async () => {
      function Parent() {
        const [status, setStatus] = useState<PaginatorStatus>({ currentPageIndex: 0, pageSize: 5 });
        return (
          <>
            <Paginator length={37} pageSizeOptions={[5, 10, 20]} pageStatus={status} onPage={setStatus} />
            <button type="button" onClick={() => setStatus({ ...status, currentPageIndex: 0 })}>
              Back to start
            </button>
          </>
        );
      }
      const user = userEvent.setup();
      render(<Parent />);
      await user.click(button('Next page'));
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('11 - 15 of 37');
      await chooseSize(user, 20);
      expect(range()).toHaveTextContent('1 - 20 of 37');
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('21 - 37 of 37');
      await user.click(button('Back to start'));
      expect(range()).toHaveTextContent('1 - 20 of 37');
    });
  });

  describe('when the length changes', () => {
    /** Page pageIndex of a list, ten items a page; setLength hands it a new length, as its parent would. */
    function renderPage(pageIndex: number, { of: length }: { of: number }) {
      const onPage = vi.fn();
      const props = { pageSize: 10, defaultPageIndex: pageIndex, onPage };
      const { rerender } = render(<Paginator length={length} {...props} />);
      return { onPage, setLength: (next: number) => rerender(<Paginator length={next} {...props} />) };
    }

    it('moves to the new last page when the list shrinks under the page shown, and reports it', () => {
      const { onPage, setLength } = renderPage(4, { of: 50 });
      expect(range()).toHaveTextContent('41 - 50 of 50');
      setLength(23);
      expect(range()).toHaveTextContent('21 - 23 of 23');
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 4, currentPageIndex: 2, pageSize: 10, length: 23 });
      expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');
    });

    it('keeps the page asked for while there are no items yet (data still loading), and reports the new length', () => {
      const { onPage, setLength } = renderPage(2, { of: 0 });
      expect(range()).toHaveTextContent('0 of 0');
      setLength(50);
      expect(range()).toHaveTextContent('21 - 30 of 50');
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 2, currentPageIndex: 2, pageSize: 10, length: 50 });
    });

    it('applies a later length and reports it through onPage, as a page event', () => {
      const { onPage, setLength } = renderPage(1, { of: 50 });
      setLength(80);
      expect(range()).toHaveTextContent('11 - 20 of 80');
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 1, currentPageIndex: 1, pageSize: 10, length: 80 });
      setLength(80);
      expect(onPage).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the page size prop changes', () => {
    it('applies it, keeps the first item shown in view, and reports it through onPage', async () => {
      const onPage = vi.fn();
      const user = userEvent.setup();
      const { rerender } = render(
        <Paginator length={50} pageSize={10} pageSizeOptions={[5, 10, 25]} defaultPageIndex={2} onPage={onPage} />,
      );
      expect(range()).toHaveTextContent('21 - 30 of 50');
      rerender(<Paginator length={50} pageSize={5} pageSizeOptions={[5, 10, 25]} defaultPageIndex={2} onPage={onPage} />);
      expect(range()).toHaveTextContent('21 - 25 of 50');
      expect(chooser()).toHaveTextContent('5');
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 2, currentPageIndex: 4, pageSize: 5, length: 50 });
      // The person's own choice still works afterwards.
      await chooseSize(user, 25);
      expect(range()).toHaveTextContent('1 - 25 of 50');
    });

    it('asks a controlled parent to apply it', () => {
      const onPage = vi.fn();
      const status = { currentPageIndex: 1, pageSize: 10, length: 50 };
      const { rerender } = render(<Paginator pageSize={10} pageStatus={status} onPage={onPage} />);
      rerender(<Paginator pageSize={25} pageStatus={status} onPage={onPage} />);
      expect(onPage).toHaveBeenCalledExactlyOnceWith({ previousPageIndex: 1, currentPageIndex: 0, pageSize: 25, length: 50 });
      expect(range()).toHaveTextContent('11 - 20 of 50');
    });

    it('counts a negative or fractional length as a whole number of items, never below 0', () => {
      const { rerender } = render(<Paginator length={-5} pageSize={10} />);
      expect(range()).toHaveTextContent('0 of 0');
      rerender(<Paginator length={12.7} pageSize={10} />);
      expect(range()).toHaveTextContent('1 - 10 of 12');
    });
  });

  it('has no axe violations, with and without the extreme buttons and chooser', async () => {
    const { container } = render(
      <>
        <Paginator length={50} pageSize={10} pageSizeOptions={[5, 10, 25]} />
        <Paginator aria-label="Second pagination" length={50} pageSize={10} showExtremeButtons hidePageSize />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  describe('in a locale and a reading direction', () => {
    it('writes its numbers in the provider’s locale and says its words from the catalogue', () => {
      render(
        <AquilaProvider locale="de" messages={de}>
          <Paginator length={12345} pageSize={1000} defaultPageIndex={1} />
        </AquilaProvider>,
      );
      expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
      expect(range()).toHaveTextContent('1.001 - 2.000 von 12.345');
      expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    });

    it('keeps its labels prop over the provider’s words', () => {
      render(
        <AquilaProvider locale="de" messages={de}>
          <Paginator length={50} pageSize={10} labels={{ nextPage: 'Weiter' }} />
        </AquilaProvider>,
      );
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeInTheDocument();
    });

    it('turns to the next page with ArrowRight left to right', async () => {
      const { user, onPage } = setup({ length: 50, pageSize: 10 });
      await user.click(button('Next page'));
      await user.keyboard('{ArrowRight}');
      expect(onPage).toHaveBeenLastCalledWith(expect.objectContaining({ currentPageIndex: 2 }));
      await user.keyboard('{ArrowLeft}');
      expect(onPage).toHaveBeenLastCalledWith(expect.objectContaining({ currentPageIndex: 1 }));
    });

    it('turns to the next page with ArrowLeft right to left, and stops at the last page', async () => {
      const user = userEvent.setup();
      const onPage = vi.fn<(event: PaginatorPageEvent) => void>();
      render(
        <AquilaProvider dir="rtl">
          <Paginator length={30} pageSize={10} onPage={onPage} />
        </AquilaProvider>,
      );
      await user.click(button('Next page'));
      expect(range()).toHaveTextContent('11 - 20 of 30');
      await user.keyboard('{ArrowLeft}');
      expect(range()).toHaveTextContent('21 - 30 of 30');
      await user.keyboard('{ArrowLeft}');
      expect(onPage).toHaveBeenCalledTimes(2);
      await user.keyboard('{ArrowRight}');
      expect(range()).toHaveTextContent('11 - 20 of 30');
    });
  });
});
