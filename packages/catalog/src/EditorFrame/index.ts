export { EditorForm, EditorFrame, useEditorSave } from './EditorFrame';
export type {
  EditorFormProps,
  EditorFrameProps,
  EditorSave,
  EditorSaveStripOptions,
} from './EditorFrame';
export { EditorLoader, seededQuery } from './EditorLoader';
export type { EditorLoaderProps } from './EditorLoader';
export { useEditorFrame } from './useEditorFrame';
export type { EditorFrameOptions, EditorFrameState, EditorSaved } from './useEditorFrame';
