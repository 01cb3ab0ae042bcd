// Test helper (not part of the library's entry): what the own test files of the modal overlays (the dialog,
// the drawer) check alike, beside the shared itBehavesAsAModal suite.
import { createElement, type ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { itConforms } from '../../tests/unit/conformance.tsx';
import type { ModalProps } from '../../tests/unit/modal-conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';

/**
 * The conformance checks and the warnings for 0.x names of a modal overlay component, rendered open by
 * `defaultOpen`: what they look at is its element with role="dialog", which sits in a portal.
 */
export function itConformsAsAModal<P extends ModalProps>(name: string, Component: ComponentType<P>) {
  itConforms(Component, {
    props: { defaultOpen: true, heading: 'Conformance', children: 'Body' } as P,
    element: 'div',
    find: () => document.querySelector('[role="dialog"]'),
  });

  itWarnsOfItsZeroXNames(name, (props) => createElement(Component, { defaultOpen: true, heading: 'Renamed', ...props } as P, 'Body'));
}

/**
 * The order a modal overlay reports its life in: onOpen as it opens, onOpenChange(false) as the person
 * presses its Close button, and onClose only once its exit animation has ended. `openPage` renders the
 * overlay's page and opens it (modalPage of tests/unit/modal-conformance.tsx).
 */
export function itReportsOpenThenCloseRequestThenClose<P extends ModalProps>(
  openPage: (own: Partial<P>) => Promise<{ user: UserEvent }>,
) {
  it('fires onOpen on open, onOpenChange(false) as the person asks to close, and onClose once it has left', async () => {
    const log: string[] = [];
    const reporters: Partial<ModalProps> = {
      onOpen: () => log.push('open'),
      onOpenChange: (open) => log.push(`openChange:${open}`),
      onClose: () => log.push('close'),
    };
    const { user } = await openPage(reporters as Partial<P>);
    expect(log).toEqual(['open']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(log).toEqual(['open', 'openChange:false']);
    await waitFor(() => expect(log).toEqual(['open', 'openChange:false', 'close']));
  });
}
