export { vars } from './theme/theme.css';
export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
export { ToggleButton } from './ToggleButton';
export type { ToggleButtonProps } from './ToggleButton';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { SearchField, searchDebounceMs } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Tag, tagSizes, tagTones } from './Tag';
export type { TagProps } from './Tag';
export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Dialog, DialogTrigger, dialogSizes } from './Dialog';
export type { DialogProps, DialogRenderProps, DialogTriggerProps } from './Dialog';
export { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConflictDialog } from './ConflictDialog';
export type { ConflictDialogProps, ConflictField } from './ConflictDialog';
export { DraftRestorePrompt } from './DraftRestorePrompt';
export type { DraftRestorePromptProps } from './DraftRestorePrompt';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { Tooltip, TooltipTrigger } from './Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip';
export { MoreMenu } from './MoreMenu';
export type { MoreMenuItem, MoreMenuProps } from './MoreMenu';
export { CopyButton, copyConfirmationMs } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export {
  showToast,
  ToastQueue,
  toastQueue,
  ToastRegion,
  toastTimeoutMs,
  toastTones,
} from './Toast';
export type { ToastItem, ToastOptions, ToastRegionProps } from './Toast';
export { AppShell } from './AppShell';
export { useIsPhone, useMediaQuery } from './useMediaQuery';
export { useWarnBeforeUnload } from './useWarnBeforeUnload';
export { clearFormDrafts, draftSaveDelayMs, formDraftKey, useFormDraft } from './useFormDraft';
export type { FormDraft, FormDraftOptions } from './useFormDraft';
export type {
  AppShellLayout,
  AppShellMenuItem,
  AppShellMenuSection,
  AppShellNavItem,
  AppShellProps,
  AppShellSignedOutLinks,
  AppShellUser,
} from './AppShell';
export { BottomDrawer } from './BottomDrawer';
export type { BottomDrawerProps, BottomDrawerRenderProps } from './BottomDrawer';
export { Card, cardPaddings } from './Card';
export type { CardProps } from './Card';
export { Avatar, avatarSizes, initialsOf } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Skeleton, skeletonShapes } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { StatTile, statTileDeltaTones } from './StatTile';
export type { StatTileProps } from './StatTile';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { NumberField, numberFieldFormats } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { Page, pageWidths } from './Page';
export type { PageProps } from './Page';
export { Section, sectionHighlightMs } from './Section';
export type { SectionProps } from './Section';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { Segment, SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps, SegmentProps } from './SegmentedControl';
export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableLoadRequest, DataTableProps } from './DataTable';
export { Chart, chartTones, chartTypes, isChartEmpty } from './Chart';
export type { ChartProps, ChartSeries } from './Chart';
export { SaveStrip, saveStripDelayMs, useSaveStripShown } from './SaveStrip';
export type { SaveStripProps } from './SaveStrip';
export { AnnouncementBar, announcementFadeMs, announcementIntervalMs } from './AnnouncementBar';
export type { AnnouncementBarProps } from './AnnouncementBar';
export { Splash, splashFadeMs, splashMaxMs, splashPlaybackRate } from './Splash';
export type { SplashProps } from './Splash';
export { Select, SelectItem } from './Select';
export type { SelectItemProps, SelectProps } from './Select';
export { ComboBox, ComboBoxItem } from './ComboBox';
export type { ComboBoxItemProps, ComboBoxProps } from './ComboBox';
export { ColorField, normalizeHex } from './ColorField';
export type { ColorFieldProps } from './ColorField';
export { InfiniteGrid } from './InfiniteGrid';
export type { InfiniteGridProps } from './InfiniteGrid';
export { ColorPicker } from './ColorPicker';
export type { ColorPickerProps } from './ColorPicker';
export { Slider } from './Slider';
export type { SliderProps } from './Slider';
export { FileTrigger, checkFiles } from './FileTrigger';
export type { FileCheck, FileRules, FileTriggerProps } from './FileTrigger';
export { SelectableGrid } from './SelectableGrid';
export type { SelectableGridProps } from './SelectableGrid';
export { PhoneFrame } from './PhoneFrame';
export type { PhoneFrameProps } from './PhoneFrame';
export { ImageViewer } from './ImageViewer';
export type { ImageViewerImage, ImageViewerProps } from './ImageViewer';
export { DropZone } from './DropZone';
export type { DropZoneProps } from './DropZone';
export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps, DateRangeValue } from './DateRangePicker';
export {
  cropAspectRatios,
  cropImage,
  cropVariants,
  cropZoom,
  ImageCropDialog,
} from './ImageCropDialog';
export type { CropOutput, CropPixels, ImageCropDialogProps } from './ImageCropDialog';
export { lazyComponent, preloadOnIntent } from './lazyComponent';
export type { LazyComponent, LazyComponentOptions } from './lazyComponent';
export { QrBrandProvider, QrCodeDialog, useQrCodeDialog } from './QrCodeDialog';
export type {
  QrBrand,
  QrBrandProviderProps,
  QrCodeDialogProps,
  QrCodeTarget,
} from './QrCodeDialog';
export { defineStrings, fillMessage } from './intl/defineStrings';
export type { Messages, MessagesSource, MessageValues, Strings } from './intl/defineStrings';
export { loadAllLocaleStrings, loadLocaleStrings } from './intl/registry';
export { collator, dateTimeFormat, formatMoney, listFormat, numberFormat } from './intl/formatters';
