import {
  entryOf,
  settle,
  store,
  type DialogConfig,
  type DialogEntry,
  type DialogGuard,
  type DialogRef,
  type DialogState,
} from './dialogStore.ts';

function hide(entry: DialogEntry, value: unknown) {
  entry.state.value = value;
  // With nothing to render it, there is no closing animation to wait for.
  if (!store.hasHost()) settle(entry);
  else store.update(entry.id, (current) => ({ ...current, visible: false }));
}

function requestClose(ref: DialogRef, value: unknown) {
  const entry = entryOf(ref);
  // While the guards are deciding, another close (a second click on the X) waits for their answer.
  if (!entry || !entry.visible || entry.state.deciding) return;
  // A guard that answers nothing (undefined) has no objection.
  const answers = [...entry.state.guards].map((guard) => guard(value)).filter((answer) => answer !== undefined);
  if (answers.every((answer) => typeof answer === 'boolean')) {
    if (answers.every(Boolean)) hide(entry, value);
    return;
  }
  entry.state.deciding = true;
  const decided = answers.map((answer) =>
    Promise.resolve(answer).catch((error: unknown) => {
      // A guard that fails keeps the dialog open, and the failure stays visible.
      console.error(error);
      return false;
    }),
  );
  void Promise.all(decided).then((results) => {
    entry.state.deciding = false;
    const current = entryOf(ref);
    if (current?.visible && results.every(Boolean)) hide(current, value);
  });
}

/**
 * The handle and the bookkeeping of a dialog about to open with this id and config; `afterClosed`
 * resolves once the store settles it.
 */
export function createDialogRef(id: string, config: DialogConfig): { ref: DialogRef; state: DialogState } {
  let resolve: (value: unknown) => void = () => {};
  const closed = new Promise<unknown>((settleWith) => (resolve = settleWith));
  const state: DialogState = {
    guards: new Set(),
    deciding: false,
    value: undefined,
    settle: (value) => resolve(value),
    controls: null,
    backdropListeners: new Set(),
  };
  const addBeforeClose = (guard: DialogGuard) => {
    state.guards.add(guard);
    return () => {
      state.guards.delete(guard);
    };
  };
  let data = config.data;
  const ref: DialogRef = {
    id,
    get data() {
      return data;
    },
    close: (value) => requestClose(ref, value),
    afterClosed: () => closed,
    addBeforeClose,
    resetDrag: (offset) => state.controls?.resetDrag(offset),
    backdropClick: (listener) => {
      // Wrapped, so the same listener added twice is two subscriptions, each ended by its own function.
      const subscription = (event: MouseEvent) => listener(event);
      state.backdropListeners.add(subscription);
      return () => {
        state.backdropListeners.delete(subscription);
      };
    },
    updateConfig: (change) => {
      if (!entryOf(ref)) return;
      // The id names the dialog in the store and on the page: it cannot change while it is open.
      const { id: _id, ...rest } = change as DialogConfig;
      if ('data' in rest) data = rest.data;
      store.update(id, (current) => ({ ...current, config: { ...current.config, ...rest } }));
    },
  };
  return { ref, state };
}
