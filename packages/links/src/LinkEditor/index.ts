export { LinkEditor } from './LinkEditor';
export type { InitialProduct, LinkEditorProps } from './LinkEditor';
