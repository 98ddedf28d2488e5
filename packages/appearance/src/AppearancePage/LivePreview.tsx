import type { ApiClient } from '@shoppable/api-client';
import { useFormContext, useWatch } from 'react-hook-form';
import { AppearancePreview } from '../AppearancePreview';
import type { AppearanceValues } from './values';

/** Props of LivePreview. */
export interface LivePreviewProps {
  client: ApiClient;
  businessId: string;
  username: string;
  businessName: string | null;
  logoUrl: string | null;
}

/** The phone preview of the theme and option map as edited now: it follows every change. */
export function LivePreview(props: LivePreviewProps) {
  const { control } = useFormContext<AppearanceValues>();
  const [theme, optionMap] = useWatch({ control, name: ['theme', 'optionMap'] });
  return <AppearancePreview {...props} theme={theme} optionMap={optionMap ?? undefined} />;
}
