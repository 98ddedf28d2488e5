export { MultilinkEditor } from './MultilinkEditor';
export type {
  MultilinkEditorExperience,
  MultilinkEditorInitial,
  MultilinkEditorProps,
} from './MultilinkEditor';
