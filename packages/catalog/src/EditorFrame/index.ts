export { EditorForm, EditorFrame, EditorLoader } from './EditorFrame';
export type { EditorFormProps, EditorFrameProps, EditorLoaderProps } from './EditorFrame';
export { useEditorFrame } from './useEditorFrame';
export type { EditorFrameOptions, EditorFrameState, EditorSaved } from './useEditorFrame';
