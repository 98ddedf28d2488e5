export { CreateButtons } from './CreateButtons';
export type { CreateButtonsProps } from './CreateButtons';
export { LinkCard, linkTitle } from './LinkCard';
export type { LinkCardAction, LinkCardProps } from './LinkCard';
export { LinksPage } from './LinksPage';
export type { LinksPageProps } from './LinksPage';
export { ShortCard } from './ShortCard';
export type { ShortCardProps } from './ShortCard';
export { RecentInstants } from './RecentInstants';
export type { RecentInstantsProps } from './RecentInstants';
export { MultilinksPage } from './MultilinksPage';
export type { MultilinksPageProps } from './MultilinksPage';
export { ShortsPage } from './ShortsPage';
export type { ShortsPageProps } from './ShortsPage';
export { LinkEditor } from './LinkEditor';
export type { InitialProduct, LinkEditorProps } from './LinkEditor';
export { MultilinkPreview } from './MultilinkPreview';
export type { MultilinkPreviewProps } from './MultilinkPreview';
export { LinkPreviewPage } from './LinkPreviewPage';
export type { LinkPreviewPageProps } from './LinkPreviewPage';
export { ShortView, shortViewInitial } from './ShortView';
export type { ShortViewInitial, ShortViewProduct, ShortViewProps } from './ShortView';
export { InfluencerField } from './InfluencerField';
export type { InfluencerFieldProps } from './InfluencerField';
export { areUtmValuesValid, UTM_FIELDS, UtmSection, utmValues } from './UtmSection';
export type { UtmSectionProps, UtmValues } from './UtmSection';
export { MultilinkEditor } from './MultilinkEditor';
export type {
  MultilinkEditorExperience,
  MultilinkEditorInitial,
  MultilinkEditorProps,
} from './MultilinkEditor';
export { RecentShorts } from './RecentShorts';
export type { RecentShortsProps } from './RecentShorts';
export { MagicStorePage } from './MagicStorePage';
export type { MagicStorePageProps, MagicStoreResult } from './MagicStorePage';
export { MagicStoreProgress } from './MagicStoreProgress';
export type { MagicStoreProgressProps } from './MagicStoreProgress';
