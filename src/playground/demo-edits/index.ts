export { useEditorStore } from './store';
export { useDemoFiles } from './useDemoFiles';
export { EDITOR_STORAGE_KEY } from './persistence';
export type { EditorState, LinkProblem, LoadedDemo } from './types';
