export { InfluencerEditor, influencerFormValues } from './InfluencerEditor';
export type { InfluencerEditorProps } from './InfluencerEditor';
export type { InfluencerFormValues } from './types';
