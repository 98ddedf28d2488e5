import type { Permissions } from '@shoppable/api-client';

/** What the influencer form holds (the domain's `influencerSchema` input): numbers as typed text. */
export interface InfluencerFormValues {
  username: string;
  email: string;
  phone: string;
  /** The uploaded image's address; a `blob:` address while it is still uploading. */
  profileImageUrl: string;
  isActive: boolean;
  promocode: string;
  /** Percent as typed ('' is sent as 0). */
  commission: string;
  /** Percent as typed ('' is sent as 100). */
  netRevenueRatio: string;
  reduceRefundsFromCommission: boolean;
  reduceVatFromCommission: boolean;
  permissions: Permissions;
  /** Whether the net revenue ratio applies (off sends 100). */
  netRevenueOn: boolean;
}

/** The checked form (the schema's output): percents as numbers, texts trimmed. */
export interface InfluencerFormOutput extends Omit<
  InfluencerFormValues,
  'commission' | 'netRevenueRatio'
> {
  commission: number;
  netRevenueRatio: number;
}
