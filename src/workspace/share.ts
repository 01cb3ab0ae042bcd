import {
  isReadableVersion,
  MAX_ENCODED_LENGTH,
  packShare,
  SHARE_VERSION,
  ShareLinkError,
  unpackShare,
} from '../demo-model/share/codec';
import { ENTRY_FILE, fileNameProblem, WORKSPACE_LIMITS, type WorkspaceFiles } from './files';

/**
 * A playground workspace in a link: every file whole, by name, in the same versioned form as a demo's
 * shared edits (`#share=2.<data>`), so one reader of links serves both. The fragment never reaches a
 * server; the link is the whole workspace.
 */
interface WorkspacePayload {
  v: number;
  /** The files by name, in the workspace's order. */
  w: WorkspaceFiles;
  /** The file that was open. */
  a?: string;
}

/** What a workspace link restores. */
export interface SharedWorkspace {
  /** The link's format: 1 for links made before 1.0, whose code speaks 0.x's names. */
  version: number;
  files: WorkspaceFiles;
  active: string;
}

const format = (count: number) => count.toLocaleString('en-US');

/** Why these files cannot be one workspace, or null: the checks every change in the page goes through. */
function workspaceProblem(files: WorkspaceFiles): string | null {
  const names = Object.keys(files);
  if (!(ENTRY_FILE in files)) return `it has no ${ENTRY_FILE}`;
  if (names.length > WORKSPACE_LIMITS.files)
    return `it holds ${names.length} files; a workspace holds at most ${WORKSPACE_LIMITS.files}`;
  for (const name of names) {
    const { [name]: _self, ...others } = files;
    const problem = fileNameProblem(name, others);
    if (problem) return `one of its files is refused (${problem})`;
    if (files[name].length > WORKSPACE_LIMITS.fileLength) return `${name} is longer than a file may be`;
  }
  return null;
}

/**
 * The fragment value for a workspace. Throws a ShareLinkError ('too-large') when the link would be
 * longer than any link is read back, so the person is told to download instead of getting a link that fails.
 */
export function encodeWorkspace(files: WorkspaceFiles, active: string = ENTRY_FILE): string {
  const payload: WorkspacePayload = { v: SHARE_VERSION, w: files, ...(active !== ENTRY_FILE && { a: active }) };
  const value = packShare(payload);
  if (value.length > MAX_ENCODED_LENGTH) {
    throw new ShareLinkError(
      'too-large',
      `this workspace needs a link of ${format(value.length)} characters, and a link holds at most ${format(MAX_ENCODED_LENGTH)}: download it instead`,
    );
  }
  return value;
}

const isTextRecord = (value: unknown): value is WorkspaceFiles =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

/** Reads a workspace link; throws ShareLinkError saying why for anything but a sound workspace. */
export function decodeWorkspace(value: string): SharedWorkspace {
  const record = unpackShare(value) as Partial<WorkspacePayload> | null;
  if (!record || typeof record !== 'object' || !isReadableVersion(record.v) || !isTextRecord(record.w)) {
    throw new ShareLinkError('malformed', 'its content is not a playground workspace');
  }
  const problem = workspaceProblem(record.w);
  if (problem) throw new ShareLinkError('malformed', problem);
  const active = typeof record.a === 'string' && record.a in record.w ? record.a : ENTRY_FILE;
  return { version: record.v, files: record.w, active };
}
