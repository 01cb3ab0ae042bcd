import type { ComponentType, ReactElement } from 'react';
import { createOverlayStore } from '../core/index.ts';
import type { DialogControls, DialogProps } from './Dialog.tsx';
import type { DragOffset } from './useDrag.ts';

/** Decides whether a dialog may close, given the value it is closing with: `false` (or a Promise of it) keeps it open; `undefined` has no objection. */
export type DialogGuard<R = unknown> = (value: R | undefined) => boolean | void | Promise<boolean>;

/** Handle to a dialog opened with `useDialog().open`. */
export interface DialogRef<R = unknown, D = unknown> {
  /** The dialog's id: the config's, the component's name, or a generated "dialog-<uuid>". */
  readonly id: string;
  /** The `data` given in the open config, or the last `updateConfig` gave. */
  readonly data: D;
  /** Asks the dialog to close with `value`; it closes unless a before-close guard says no. */
  close(value?: R): void;
  /** Resolves with the closing value once the dialog has closed and left the page. */
  afterClosed(): Promise<R | undefined>;
  /** Adds a guard every close asks first; returns the function that removes it again. */
  addBeforeClose(guard: DialogGuard<R>): () => void;
  /** Moves the dialog back to the centre of the window, shifted by `offset` px when given. */
  resetDrag(offset?: DragOffset): void;
  /**
   * Calls `listener` with each press on the dialog's backdrop (without one, each press on the page
   * outside it), whether or not that closes it; returns the function that stops it.
   */
  backdropClick(listener: (event: MouseEvent) => void): () => void;
  /** Changes the open dialog's config (heading, size, data, enableClose, …) and renders it again; its id stays. */
  updateConfig(change: Partial<Omit<DialogConfig<D>, 'id'>>): void;
}

/** Props a component opened with `useDialog().open(Component, { data })` receives. */
export interface DialogContentProps<D = unknown, R = unknown> {
  /** The `data` given in the open config. */
  data: D;
  /** The dialog showing this component, e.g. to close it with a value from a button inside. */
  dialogRef: DialogRef<R, D>;
}

/** The Dialog props (heading, size, draggable, enableClose, onClose, …) plus `id` and `data`. */
export type DialogConfig<D = unknown> = Omit<
  DialogProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'children' | 'ref' | 'controlsRef' | 'id'
> & {
  /** Identifies the dialog (and is its element's id); opening another with an open one's id replaces that one. */
  id?: string;
  /** Given to the component as its `data` prop. */
  data?: D;
};

/** What each open dialog keeps beside its entry: its guards, the value it closes with, its drag controls. */
export interface DialogState {
  guards: Set<DialogGuard>;
  deciding: boolean;
  value: unknown;
  settle: (value: unknown) => void;
  controls: DialogControls | null;
  /** Those listening to its backdrop clicks through `ref.backdropClick`. */
  backdropListeners: Set<(event: MouseEvent) => void>;
}

export interface DialogEntry {
  id: string;
  /** Tells apart two dialogs that had the same id, so React does not reuse the replaced one's state. */
  key: number;
  content: ComponentType<DialogContentProps> | ReactElement;
  config: DialogConfig;
  visible: boolean;
  ref: DialogRef;
  state: DialogState;
}

export const store = createOverlayStore<DialogEntry>();

/** The live entry of this ref; a replaced dialog's ref finds none, even when a new one has its id. */
export const entryOf = (ref: DialogRef) => {
  const entry = store.find(ref.id);
  return entry?.ref === ref ? entry : undefined;
};

export function settle(entry: DialogEntry) {
  store.remove(entry.id);
  entry.state.settle(entry.state.value);
}

/** The one module-level store behind `useDialog` and `DialogHost`; no provider needed. */
export const dialogStore = {
  subscribe: store.subscribe,
  getSnapshot: store.getSnapshot,
  registerHost: store.registerHost,
  /** Called by the host once a closed dialog's animation has ended: it leaves, and afterClosed resolves. */
  closed(entry: DialogEntry) {
    if (entryOf(entry.ref)) settle(entry);
  },
  /** Called by the host with each backdrop click, for the listeners of its ref's `backdropClick`. */
  backdropClicked(entry: DialogEntry, event: MouseEvent) {
    entry.state.backdropListeners.forEach((listener) => listener(event));
  },
  /** Called by the host with the dialog's drag controls, for its ref's `resetDrag`. */
  setControls(entry: DialogEntry, controls: DialogControls | null) {
    entry.state.controls = controls;
  },
};
