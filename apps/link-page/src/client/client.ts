/**
 * The public page's only JavaScript: it drives the server-rendered markup of
 * `@shoppable/link-preview` (option pickers are native radios; this adds the cart, the copy
 * button, events and checkout) without React, so the bundle stays a few kilobytes.
 */
import {
  addToCart,
  cartCount,
  cartCountText,
  optionFieldName,
  optionsLabel,
  pageLocale,
  removeFromCart,
  stringFormatter,
  type CartLine,
} from '@shoppable/link-preview';

/** The server's answer while the store cannot take orders (the API away): said plainly, cart kept. */
class OrderingUnavailable extends Error {}

/** What the page's body tells the script: the link id, and whether the visit is recorded. */
interface PageConfig {
  linkId: string;
  visitRecorded: boolean;
}

/**
 * Sends a shopper event without holding the page (a beacon when the browser has one); an add to
 * cart names its product.
 */
function sendEvent(linkId: string, type: 'visit' | 'add_to_cart', inventoryId?: string) {
  const body = JSON.stringify({ link_id: linkId, type, inventory_id: inventoryId });
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.('/_/events', blob)) return;
  void fetch('/_/events', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

/** Wires one rendered page. Exported for tests; runs on load in the browser. */
export function start(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-sp-link-page]');
  const body = doc.body;
  if (!root || !body.dataset.spLink) return;
  const config: PageConfig = {
    linkId: body.dataset.spLink,
    visitRecorded: body.dataset.spVisit === 'recorded',
  };
  const t = stringFormatter(pageLocale(root.lang));
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const countEl = q<HTMLElement>('[data-sp-cart-count]');
  const badge = q<HTMLElement>('[data-sp-cart-badge]');
  const list = q<HTMLUListElement>('[data-sp-cart-lines]');
  const checkoutForm = q<HTMLFormElement>('[data-sp-checkout]');
  const checkoutButton = q<HTMLButtonElement>('[data-sp-checkout-button]');
  const errorEl = q<HTMLElement>('[data-sp-cart-error]');
  const cartSection = q<HTMLElement>('[data-sp-cart]');
  const orderSection = q<HTMLElement>('[data-sp-order]');
  const orderSummary = q<HTMLElement>('[data-sp-order-summary]');
  let cart: CartLine[] = [];
  let busy = false;

  const renderCart = () => {
    const count = cartCount(cart);
    if (countEl) countEl.textContent = cartCountText(t, count);
    if (badge) badge.textContent = String(count);
    if (checkoutButton) {
      checkoutButton.disabled = count === 0 || busy;
      checkoutButton.textContent = busy ? t('cart.checkingOut') : t('cart.checkout');
    }
    if (!list) return;
    list.replaceChildren(
      ...cart.map((line, index) => {
        const item = doc.createElement('li');
        item.className = 'sp-lp-cart__line';
        const span = (className: string, text: string) => {
          const el = doc.createElement('span');
          el.className = className;
          el.textContent = text;
          return el;
        };
        item.append(span('sp-lp-cart__title', line.title));
        if (Object.keys(line.options).length > 0) {
          item.append(span('sp-lp-cart__options', optionsLabel(line.options)));
        }
        item.append(
          span('sp-lp-cart__quantity', t('cart.quantityShort', { quantity: line.quantity })),
        );
        const remove = doc.createElement('button');
        remove.type = 'button';
        remove.className = 'sp-lp-cart__remove';
        remove.setAttribute('aria-label', t('cart.remove', { title: line.title }));
        remove.textContent = '×';
        remove.addEventListener('click', () => {
          cart = removeFromCart(cart, index);
          renderCart();
        });
        item.append(remove);
        return item;
      }),
    );
  };

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-sp-product]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const inventoryId = form.dataset.spProduct ?? '';
      const data = new FormData(form);
      const options: Record<string, string> = {};
      for (const fieldset of form.querySelectorAll<HTMLElement>('[data-sp-option]')) {
        const name = fieldset.dataset.spOption ?? '';
        options[name] = String(data.get(optionFieldName(inventoryId, name)) ?? '');
      }
      cart = addToCart(cart, {
        inventoryId,
        title: form.dataset.spTitle ?? '',
        options,
        quantity: 1,
      });
      if (errorEl) errorEl.textContent = '';
      renderCart();
      sendEvent(config.linkId, 'add_to_cart', inventoryId);
    });
  }

  const copy = q<HTMLButtonElement>('[data-sp-copy]');
  const copyStatus = q<HTMLElement>('[data-sp-copy-status]');
  copy?.addEventListener('click', () => {
    const code = copy.dataset.spCopy ?? '';
    void navigator.clipboard?.writeText(code).then(
      () => {
        if (copyStatus) copyStatus.textContent = t('promocode.copied', { code });
      },
      () => undefined,
    );
  });

  checkoutForm?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy || cart.length === 0) return;
    const promocode = String(new FormData(checkoutForm).get('promocode') ?? '');
    busy = true;
    if (errorEl) errorEl.textContent = '';
    renderCart();
    const items = cart.map((line) => ({
      inventory_id: line.inventoryId,
      quantity: line.quantity,
      selected_options: line.options,
    }));
    fetch('/_/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link_id: config.linkId, items, promocode }),
    })
      .then(async (response) => {
        const answer = (await response.json().catch(() => null)) as {
          order?: { orderId: string; count: number; total: string };
          error?: string;
        } | null;
        if (response.status === 503) throw new OrderingUnavailable();
        if (!response.ok || !answer?.order) {
          throw new Error(answer?.error ?? '');
        }
        return answer.order;
      })
      .then(
        (order) => {
          busy = false;
          cart = [];
          renderCart();
          if (orderSummary) orderSummary.textContent = t('order.summary', { ...order });
          if (cartSection) cartSection.hidden = true;
          if (orderSection) {
            orderSection.hidden = false;
            orderSection.focus();
          }
        },
        (reason: unknown) => {
          busy = false;
          renderCart();
          const message = reason instanceof Error ? reason.message : '';
          if (errorEl) {
            errorEl.textContent =
              reason instanceof OrderingUnavailable
                ? t('cart.orderingUnavailable')
                : message
                  ? t('cart.failed', { message })
                  : t('cart.failedGeneric');
          }
        },
      );
  });

  // Shop the Feed: opening a post counts as a click on the post (its analytics read them).
  for (const post of root.querySelectorAll<HTMLDetailsElement>('details[data-sp-post]')) {
    post.addEventListener('toggle', () => {
      if (post.open) sendEvent(post.dataset.spPost ?? '', 'visit');
    });
  }

  if (!config.visitRecorded) sendEvent(config.linkId, 'visit');
}

if (typeof document !== 'undefined' && document.body?.dataset.spLink) start();
