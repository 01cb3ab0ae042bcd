import { useSyncExternalStore } from 'react';

/** The package managers the install commands are given for. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** The command that adds a package with each manager. */
export const installCommand = (manager: PackageManager, packageName: string): string =>
  `${manager} ${manager === 'npm' ? 'install' : 'add'} ${packageName}`;

/** Where the person's choice is kept, so every page's commands follow it. */
export const PACKAGE_MANAGER_KEY = 'aquila-package-manager';

const isPackageManager = (value: unknown): value is PackageManager => PACKAGE_MANAGERS.includes(value as PackageManager);

const listeners = new Set<() => void>();

function read(): PackageManager {
  try {
    const saved = localStorage.getItem(PACKAGE_MANAGER_KEY);
    return isPackageManager(saved) ? saved : 'npm';
  } catch {
    return 'npm';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice.
  const onStorage = (event: StorageEvent) => event.key === PACKAGE_MANAGER_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the choice for the next visit (a browser that refuses storage just forgets it). */
export function choosePackageManager(manager: PackageManager): void {
  try {
    localStorage.setItem(PACKAGE_MANAGER_KEY, manager);
  } catch {
    // Kept for this page only.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The package manager the person chose before (npm until they choose). A page rendered on a server
 * shows npm, and the saved choice once it runs, so hydration matches.
 */
export function usePackageManager(): PackageManager {
  return useSyncExternalStore(subscribe, read, () => 'npm');
}
