import { permissionsToWire, type Influencer, type InfluencerPayload } from '@shoppable/api-client';
import { ALL_PERMISSIONS, netRevenueSwitchInitial, promocodeForPayload } from '@shoppable/domain';
import type { useStrings } from '../intl';
import type { InfluencerFormOutput, InfluencerFormValues } from './types';

/** What the form starts from: a new influencer (every permission on, active) or a loaded one. */
export function influencerFormValues(influencer?: Influencer): InfluencerFormValues {
  if (!influencer) {
    return {
      username: '',
      email: '',
      phone: '',
      profileImageUrl: '',
      isActive: true,
      promocode: '',
      commission: '',
      netRevenueRatio: '100',
      reduceRefundsFromCommission: false,
      reduceVatFromCommission: false,
      permissions: { ...ALL_PERMISSIONS },
      netRevenueOn: netRevenueSwitchInitial(null),
    };
  }
  return {
    username: influencer.username,
    email: influencer.email,
    phone: influencer.phone,
    profileImageUrl: influencer.profileImageUrl ?? '',
    isActive: influencer.isActive,
    promocode: influencer.promocode,
    commission: String(influencer.commission),
    netRevenueRatio: String(influencer.revenueRules.netRevenueRatio),
    reduceRefundsFromCommission: influencer.commissionRules.reduceRefundsFromCommission,
    reduceVatFromCommission: influencer.commissionRules.reduceVatFromCommission,
    permissions: { ...influencer.permissions },
    netRevenueOn: netRevenueSwitchInitial(influencer.revenueRules.netRevenueRatio),
  };
}

/** Both sides of an edit conflict, labelled as the form labels them. */
export function conflictFields(
  t: ReturnType<typeof useStrings>,
  mine: InfluencerFormValues,
  theirs: InfluencerFormValues,
) {
  const onOff = (b: boolean) => (b ? t.format('editor.yes') : t.format('editor.no'));
  const pair = (label: string, of: (x: InfluencerFormValues) => string) => ({
    label,
    mine: of(mine),
    theirs: of(theirs),
  });
  return [
    pair(t.format('editor.email'), (x) => x.email),
    pair(t.format('editor.phone'), (x) => x.phone),
    pair(t.format('editor.active'), (x) => onOff(x.isActive)),
    pair(t.format('editor.promocode'), (x) => x.promocode),
    pair(t.format('editor.commission'), (x) => x.commission),
    pair(t.format('editor.reduceRefunds'), (x) => onOff(x.reduceRefundsFromCommission)),
    pair(t.format('editor.reduceVat'), (x) => onOff(x.reduceVatFromCommission)),
    pair(t.format('editor.netRevenueRatio'), (x) => x.netRevenueRatio),
    pair(t.format('editor.permClicks'), (x) => onOff(x.permissions.clicksEnabled)),
    pair(t.format('editor.permSales'), (x) => onOff(x.permissions.salesEnabled)),
    pair(t.format('editor.permCr'), (x) => onOff(x.permissions.crEnabled)),
    pair(t.format('editor.permRevenue'), (x) => onOff(x.permissions.revenueEnabled)),
    pair(t.format('editor.permAov'), (x) => onOff(x.permissions.aovEnabled)),
    pair(t.format('editor.permCommission'), (x) => onOff(x.permissions.commissionEnabled)),
    pair(t.format('editor.permLinks'), (x) => onOff(x.permissions.isActiveInfluencer)),
  ];
}

/** The edit and create body of the checked values (the net revenue ratio is 100 while it is off). */
export function influencerPayload(
  out: InfluencerFormOutput,
  netRevenueOn: boolean,
): Omit<InfluencerPayload, 'username'> {
  return {
    email: out.email,
    profile_image_url: out.profileImageUrl,
    promocode: promocodeForPayload(out.promocode),
    commission: out.commission,
    phone: out.phone === '' ? null : out.phone,
    permissions: permissionsToWire(out.permissions),
    commission_rules: {
      reduce_refunds_from_commission: out.reduceRefundsFromCommission,
      reduce_vat_from_commission: out.reduceVatFromCommission,
    },
    revenue_rules: { net_revenue_ratio: netRevenueOn ? out.netRevenueRatio : 100 },
  };
}
