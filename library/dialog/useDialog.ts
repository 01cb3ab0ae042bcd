import { isValidElement, useMemo, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { isComponent } from '../core/index.ts';
import { DIALOG_ERRORS, noIdWarning } from './constants.ts';
import { DialogHost } from './DialogHost.tsx';
import { createDialogRef } from './dialogRef.ts';
import { settle, store, type DialogConfig, type DialogContentProps, type DialogEntry, type DialogRef } from './dialogStore.ts';

export type { DialogConfig, DialogContentProps, DialogGuard, DialogRef } from './dialogStore.ts';

let counter = 0;

/** Takes a dialog off at once, without guards or animation: another one with its id replaces it. */
function destroy(entry: DialogEntry) {
  entry.state.value = undefined;
  settle(entry);
  entry.config.onClose?.();
}

function randomUuid(): string {
  // randomUUID exists only in secure contexts (https, localhost); a page served over plain http has getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A component's own name: its displayName, or the name of its function or class (or the one memo or forwardRef wraps). */
function componentName(component: unknown): string | undefined {
  const named = component as { displayName?: string; name?: string; type?: unknown; render?: unknown };
  const name = named.displayName || named.name;
  if (typeof name === 'string' && name) return name;
  if (named.type) return componentName(named.type);
  if (named.render) return componentName(named.render);
  return undefined;
}

function dialogId(content: unknown, config: DialogConfig): string {
  if (config.id) return config.id;
  const name = isComponent(content) ? componentName(content) : undefined;
  if (name) return name;
  const id = `dialog-${randomUuid()}`;
  if (process.env.NODE_ENV !== 'production') console.warn(noIdWarning(id));
  return id;
}

function open<D, R = unknown>(component: ComponentType<DialogContentProps<D, R>>, config?: DialogConfig<D>): DialogRef<R, D>;
function open<R = unknown>(element: ReactElement, config?: DialogConfig): DialogRef<R>;
function open(content: unknown, config: DialogConfig = {}): DialogRef {
  if (!isComponent(content) && !isValidElement(content)) throw new TypeError(`${DIALOG_ERRORS.content}${String(content)}`);
  // With no <DialogHost /> in the app, one of its own is mounted at the end of the body.
  store.ensureHost(DialogHost);
  const id = dialogId(content, config);
  const duplicate = store.find(id);
  if (duplicate) destroy(duplicate);

  const { ref, state } = createDialogRef(id, config);
  counter += 1;
  store.add({ id, key: counter, content: content as DialogEntry['content'], config, visible: true, ref, state });
  return ref;
}

/** Whether a dialog with this id is open (not closed, nor closing); reads the dialogs as they are now. */
function isOpen(id: string): boolean {
  return store.getSnapshot().entries.some((entry) => entry.id === id && entry.visible);
}

function closeAll() {
  store.getSnapshot().entries.forEach((entry) => entry.ref.close());
}

let openRefs: readonly DialogRef[] = [];

/** The open dialogs' refs, the same array for as long as they stay the same dialogs. */
function getOpenDialogs(): readonly DialogRef[] {
  const next = store
    .getSnapshot()
    .entries.filter((entry) => entry.visible)
    .map((entry) => entry.ref);
  if (next.length !== openRefs.length || next.some((ref, index) => ref !== openRefs[index])) openRefs = next;
  return openRefs;
}

/**
 * Opens dialogs from code: `useDialog().open(Component or <element />, config)` returns a `DialogRef`;
 * `dialogs` lists the open ones, oldest first, `hasOpenDialogs` says whether there are any, `isOpen(id)`
 * whether that one is open, and `closeAll()` asks each of them to close. They render in the app's
 * `<DialogHost />` when one is mounted, or else in one mounted at the end of the body on first use.
 */
export function useDialog() {
  const dialogs = useSyncExternalStore(store.subscribe, getOpenDialogs, getOpenDialogs);
  return useMemo(() => ({ open, closeAll, isOpen, dialogs, hasOpenDialogs: dialogs.length > 0 }), [dialogs]);
}
