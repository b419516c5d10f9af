/**
 * Escape closes what the navbar opened (WCAG 2.1.2 and 1.4.13; theme-classic closes neither):
 * the phone menu, through its own close button, with focus back on the menu button; a dropdown
 * opened from the keyboard, through theme-classic's outside-press handler (a mousedown outside
 * it), with focus back on its toggle; and a dropdown shown by hover, hidden until the pointer
 * leaves it (`data-escaped`, read by src/css/custom.css).
 */
export function closeNavbarOnEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const navbar = document.querySelector('.navbar');
  if (!navbar) return;
  if (navbar.classList.contains('navbar-sidebar--show')) {
    navbar.querySelector<HTMLButtonElement>('.navbar-sidebar__close')?.click();
    navbar.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    return;
  }
  const shown = navbar.querySelector('.dropdown--show');
  if (shown) {
    document.body.dispatchEvent(new MouseEvent('mousedown', {bubbles: true}));
    shown.querySelector<HTMLElement>('.navbar__link')?.focus();
  }
  const hovered = navbar.querySelector<HTMLElement>('.dropdown--hoverable:hover');
  if (hovered) {
    hovered.setAttribute('data-escaped', '');
    hovered.addEventListener('mouseleave', () => hovered.removeAttribute('data-escaped'), {once: true});
  }
}
