import { checkoutSteps, products, shippingInfo, type Product } from '../content/site.ts';
import { euro, html } from '../html.ts';
import type { PageFrame } from './layout.ts';

/** Shipping is free from this order value on; below it costs SHIPPING_CENTS. */
export const FREE_SHIPPING_FROM_CENTS = 5000;
export const SHIPPING_CENTS = 495;

export type Cart = Record<string, number>;

/** The quantities of a submitted cart form: fields qty[SKU]; anything else or garbled reads as 0. */
export function cartFromForm(form: URLSearchParams): Cart {
  const cart: Cart = {};
  for (const product of products) {
    const raw = Number(form.get(`qty[${product.sku}]`) ?? '0');
    const quantity = Number.isFinite(raw) ? Math.max(0, Math.min(product.maxQuantity, Math.floor(raw))) : 0;
    if (quantity > 0) cart[product.sku] = quantity;
  }
  return cart;
}

export function cartTotals(cart: Cart): {
  itemsCents: number;
  shippingCents: number;
  totalCents: number;
  count: number;
} {
  let itemsCents = 0;
  let count = 0;
  for (const product of products) {
    const quantity = cart[product.sku] ?? 0;
    itemsCents += quantity * product.priceCents;
    count += quantity;
  }
  const shippingCents = count === 0 || itemsCents >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
  return { itemsCents, shippingCents, totalCents: itemsCents + shippingCents, count };
}

// The quantity box is a native number field that <ws-quantity> takes over when its code arrives:
// without JavaScript the cart form still works (elements/quantity/README.md).
function productRow(product: Product, quantity: number) {
  const fieldId = `qty-${product.sku}`;
  return html`<tr>
  <th scope="row">
    <img src="/images/products/${product.sku}.svg" width="96" height="54" alt="">
    <span><label for="${fieldId}">${product.name}</label><br><small>${product.description}</small></span>
  </th>
  <td>${euro(product.priceCents)}</td>
  <td><ws-quantity><input type="number" id="${fieldId}" name="qty[${product.sku}]" value="${quantity}" min="0" max="${product.maxQuantity}"></ws-quantity></td>
  <td>${euro(product.priceCents * quantity)}</td>
</tr>`;
}

export function shopPage(cart: Cart = {}, updated = false): PageFrame {
  const totals = cartTotals(cart);
  return {
    title: 'Shop',
    description: 'Pflegeprodukte, Lackstifte und Gutscheine aus unserer Werkstatt.',
    path: '/shop/',
    main: html`
<h1>Werkstatt-Shop</h1>
${
  updated
    ? totals.count > 0
      ? html`<ws-alert type="success" dismissible>Warenkorb aktualisiert: ${totals.count} Artikel.</ws-alert>`
      : html`<ws-alert type="info" dismissible>Ihr Warenkorb ist leer.</ws-alert>`
    : ''
}
<form class="cart" method="post" action="/shop/" aria-labelledby="cart-title">
  <h2 id="cart-title">Warenkorb</h2>
  <table class="cart-table">
    <caption class="visually-hidden">Produkte, Preise und Mengen</caption>
    <thead><tr><th scope="col">Produkt</th><th scope="col">Preis</th><th scope="col">Menge</th><th scope="col">Summe</th></tr></thead>
    <tbody>${products.map((product) => productRow(product, cart[product.sku] ?? 0))}</tbody>
  </table>
  <p class="cart-actions"><button class="button" type="submit">Warenkorb aktualisieren</button> <button class="button button--quiet" type="reset">Änderungen verwerfen</button></p>
</form>
<div class="two-columns">
  <section class="cart-totals">
    <h2 id="totals-title">Summe</h2>
    <dl>
      <dt>Zwischensumme</dt><dd data-total="items">${euro(totals.itemsCents)}</dd>
      <dt>Versand</dt><dd data-total="shipping">${totals.shippingCents === 0 ? 'kostenlos' : euro(totals.shippingCents)}</dd>
      <dt>Gesamt</dt><dd data-total="total">${euro(totals.totalCents)}</dd>
    </dl>
  </section>
  <section class="checkout" aria-labelledby="checkout-title">
    <h2 id="checkout-title">Zur Kasse</h2>
    <ol>${checkoutSteps.map((step) => html`<li>${step}</li>`)}</ol>
  </section>
</div>
<section class="shipping">
  <h2 id="shipping-title">Versand &amp; Abholung</h2>
  ${shippingInfo.map((line) => html`<p>${line}</p>`)}
</section>`,
  };
}
