export { LinkEditor } from './LinkEditor';
export type { LinkEditorProps } from './LinkEditor';
