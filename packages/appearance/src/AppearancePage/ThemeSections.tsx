import type { CartIcon, ClientTheme, ImageBorderRadius } from '@shoppable/domain';
import { Section, Switch } from '@shoppable/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { ButtonStyleSection } from '../ButtonStyleSection';
import { ChoiceSection } from '../ChoiceSection';
import { useStrings } from '../intl';
import { PreorderSection } from '../PreorderSection';
import { StripSection } from '../StripSection';
import { buttonOf, withButton, type AppearanceValues, type ButtonKind } from './values';

/**
 * One group of the theme and its setter: a change marks the form changed and checks it again.
 * Each section follows its own group, so an edit re-renders that section and not the page.
 */
function useThemeGroup<K extends keyof ClientTheme>(
  group: K,
): [ClientTheme[K], (next: ClientTheme[K]) => void] {
  const { control, setValue } = useFormContext<AppearanceValues>();
  const value = useWatch({ control, name: `theme.${group}` }) as ClientTheme[K];
  const set = (next: ClientTheme[K]) =>
    setValue(`theme.${group}`, next as never, { shouldDirty: true, shouldValidate: true });
  return [value, set];
}

function ButtonField({ kind, id, title }: { kind: ButtonKind; id: string; title: string }) {
  const [link, setLink] = useThemeGroup('link');
  return (
    <ButtonStyleSection
      id={id}
      title={title}
      value={buttonOf(link, kind)}
      onChange={(b) => setLink(withButton(link, kind, b))}
    />
  );
}

function InfluencerField() {
  const t = useStrings();
  const [link, setLink] = useThemeGroup('link');
  return (
    <Section id="influencer" title={t.format('influencer.title')}>
      <Switch
        isSelected={link.isInfluencerShown}
        onChange={(isInfluencerShown) => setLink({ ...link, isInfluencerShown })}
      >
        {t.format('influencer.toggle')}
      </Switch>
    </Section>
  );
}

function CartIconField() {
  const t = useStrings();
  const [link, setLink] = useThemeGroup('link');
  return (
    <ChoiceSection<CartIcon>
      id="cart-icon"
      title={t.format('cart.title')}
      value={link.cartButtonImage}
      onChange={(cartButtonImage) => setLink({ ...link, cartButtonImage })}
      options={(['cart1', 'cart2', 'cart3'] as const).map((value) => ({
        value,
        label: t.format(`cart.${value}`),
      }))}
    />
  );
}

function CornersField() {
  const t = useStrings();
  const [style, setStyle] = useThemeGroup('productImageStyle');
  return (
    <ChoiceSection<ImageBorderRadius>
      id="image-corners"
      title={t.format('corners.title')}
      value={style.imageBorderRadius}
      onChange={(imageBorderRadius) => setStyle({ imageBorderRadius })}
      options={(['0px', '6px', '10px'] as const).map((value) => ({
        value,
        label: t.format(`corners.${value}`),
      }))}
    />
  );
}

function StripField() {
  const [strip, setStrip] = useThemeGroup('salesAndDiscountStrip');
  return <StripSection value={strip} onChange={setStrip} />;
}

function PreorderField() {
  const [inventory, setInventory] = useThemeGroup('inventorySettings');
  return <PreorderSection value={inventory} onChange={setInventory} />;
}

/**
 * The theme's sections in the page's order (platform.md §2 "Appearance page"): checkout button,
 * influencer display, promo code, add-to-cart button, cart icon, image corners, the sales and
 * discount strip and the preorder text.
 */
export function ThemeSections() {
  const t = useStrings();
  return (
    <>
      <ButtonField kind="checkoutButton" id="checkout" title={t.format('checkout.title')} />
      <InfluencerField />
      <ButtonField kind="promocodeButton" id="promo-code" title={t.format('promo.title')} />
      <ButtonField kind="addToCartButton" id="add-to-cart" title={t.format('addToCart.title')} />
      <CartIconField />
      <CornersField />
      <StripField />
      <PreorderField />
    </>
  );
}
