/**
 * Links keep working across 1.0's renames. A link carries its format's version: version 1 is every link
 * made before 1.0, whose code speaks 0.x's prop names; from version 2 the code speaks 1.0's. Opening a
 * version 1 link upgrades its code (the parser loads only then) and says so, keeping the original.
 */

/** The link format of code written with 0.x's names. */
export const ZERO_X_NAMES_VERSION = 1;

/** What opening a link made before 1.0 has to tell the person. */
export interface LinkUpgradeNotice {
  /** 'upgraded': its code now speaks 1.0's names. 'as-written': not all of it could be, so it opens as written. */
  kind: 'upgraded' | 'as-written';
  message: string;
  /** The code as the link wrote it, by file, where the upgrade changed it. */
  original: Record<string, string>;
}

export interface UpgradedLink<Files extends Record<string, string>> {
  files: Files;
  notice: LinkUpgradeNotice | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The files of a link, upgraded to 1.0's names when the link is older (`version` 1); `isCode` says which
 * files are code. Nothing happens to a 1.0 link. A link that cannot be upgraded whole opens as written, and
 * the notice names what is left.
 */
export async function upgradeLinkFiles<Files extends Record<string, string>>(
  version: number,
  files: Files,
  isCode: (file: string) => boolean,
): Promise<UpgradedLink<Files>> {
  if (version !== ZERO_X_NAMES_VERSION) return { files, notice: null };
  const code = Object.keys(files).filter(isCode);
  if (code.length === 0) return { files, notice: null };
  const { upgradeNames } = await import('./upgrade-names');
  const upgraded: Record<string, string> = { ...files };
  const original: Record<string, string> = {};
  const changes: string[] = [];
  const leftovers: string[] = [];
  for (const file of code) {
    const result = upgradeNames(files[file]);
    leftovers.push(...result.leftovers.map((leftover) => `${file}: ${leftover}`));
    if (result.changes.length === 0) continue;
    changes.push(...result.changes);
    upgraded[file] = result.code;
    original[file] = files[file];
  }
  if (leftovers.length > 0) {
    return {
      files,
      notice: {
        kind: 'as-written',
        message: `This link was made with Aquila UI 0.x, and it opens as it was written: not all of its code could be updated to 1.0's names (${leftovers.join('; ')}).`,
        original: {},
      },
    };
  }
  if (changes.length === 0) return { files, notice: null };
  return {
    files: upgraded as Files,
    notice: {
      kind: 'upgraded',
      message: `This link was made with Aquila UI 0.x: its code was updated to 1.0's names (${plural(changes.length, 'change')}: ${changes.join(', ')}).`,
      original,
    },
  };
}
