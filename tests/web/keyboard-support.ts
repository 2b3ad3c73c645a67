// What the keyboard journeys share: moving with Tab and keys only, and after every move the check
// that the focus sits on a control (never <body>) whose focus ring is visible, i.e. a computed
// outline or box-shadow whose colour has at least 3:1 contrast with the background it is drawn on
// (WCAG 2.4.7, 1.4.11).
import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusState {
  /** Tag and accessible-ish name of the focused element ('body' when the focus was lost). */
  element: string;
  name: string;
  /** Best contrast of its outline or box-shadow against the background around it (0 = none). */
  contrast: number;
}

/** Runs in the page: describes document.activeElement and its focus ring. */
function readFocus(): FocusState {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return { element: 'body', name: '', contrast: 0 };
  const rgba = (css: string) => {
    const m = css.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  type Rgba = NonNullable<ReturnType<typeof rgba>>;
  const luminance = ({ r, g, b }: Rgba) => {
    const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const contrastOf = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const backgroundFrom = (start: Element | null): Rgba => {
    for (let node = start; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour && colour.a > 0.5) return colour;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const style = getComputedStyle(el);
  const rings: { colour: Rgba | null; against: Rgba }[] = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
    rings.push({
      colour: rgba(style.outlineColor),
      against: backgroundFrom(parseFloat(style.outlineOffset) < 0 ? el : el.parentElement),
    });
  }
  for (const m of style.boxShadow.matchAll(/rgba?\([^)]+\)/g))
    rings.push({ colour: rgba(m[0]), against: backgroundFrom(el.parentElement) });
  // A Material UI text field shows focus on its frame: the outline's border, or the filled
  // field's underline (::after), thickened to 2 px in the primary colour.
  const frame = el.closest('.Mui-focused');
  if (frame) {
    const outline = frame.querySelector('.MuiOutlinedInput-notchedOutline');
    const border = outline ? getComputedStyle(outline) : null;
    if (border && parseFloat(border.borderTopWidth) >= 2)
      rings.push({ colour: rgba(border.borderTopColor), against: backgroundFrom(frame) });
    const underline = getComputedStyle(frame, '::after');
    if (parseFloat(underline.borderBottomWidth) >= 2 && /none|matrix\(1,/.test(underline.transform))
      rings.push({ colour: rgba(underline.borderBottomColor), against: backgroundFrom(frame.parentElement) });
  }
  const contrast = Math.max(
    0,
    ...rings.filter((r) => r.colour && r.colour.a > 0.5).map((r) => contrastOf(r.colour!, r.against)),
  );
  const input = el as HTMLInputElement;
  const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');
  // The element's text as assistive technology reads it: hidden parts (aria-hidden, e.g. an avatar's initials) left
  // out.
  const visible = el.cloneNode(true) as Element;
  visible.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  const names = [
    el.getAttribute('aria-label'),
    labelledBy.join(' '),
    input.labels?.[0]?.textContent,
    input.placeholder,
    visible.textContent,
  ];
  const name = (names.map((n) => n?.trim().replace(/[ \t\r\n]+/g, ' ')).find(Boolean) ?? '').slice(0, 80);
  return { element: el.tagName.toLowerCase(), name, contrast: Math.round(contrast * 100) / 100 };
}

const NO_FOCUS: FocusState = { element: 'body', name: '', contrast: 0 };

/**
 * The focus now. A key that follows a link loads another document: while it replaces this one the
 * page has no focus to read yet (the evaluation's context goes away), which counts as none.
 */
export const focusState = (page: Page): Promise<FocusState> =>
  page.evaluate(readFocus).catch((error: Error) => {
    if (/Execution context was destroyed|navigation/i.test(error.message)) return NO_FOCUS;
    throw error;
  });

/** The focus is on an element with a visible ring (waits while the page moves it). */
export async function expectVisibleFocus(page: Page): Promise<FocusState> {
  let state = NO_FOCUS;
  await expect
    .poll(
      async () => {
        state = await focusState(page);
        return state.element !== 'body' && state.contrast >= 3;
      },
      { message: 'focus on a control with a 3:1 ring', timeout: 10_000 },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`focus not visible: ${JSON.stringify(state)}`);
    });
  return state;
}

/** `locator` has the focus, and a visible ring. */
export async function expectFocusOn(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  await expectVisibleFocus(locator.page());
}

/** Presses a key, then checks the focus. */
export async function press(page: Page, key: string): Promise<FocusState> {
  await page.keyboard.press(key);
  return expectVisibleFocus(page);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's name matches, or until `name`, a
 * locator, is the focused element (one of several controls of the same name); every stop is checked.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp | Locator,
  { back = false, max = 40 } = {},
): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const state = await press(page, back ? 'Shift+Tab' : 'Tab').catch((error: Error) => {
      throw new Error(`${error.message} after ${JSON.stringify(seen)}`);
    });
    if (
      typeof name === 'string'
        ? state.name === name
        : name instanceof RegExp
          ? name.test(state.name)
          : await name.evaluate((el) => el === document.activeElement)
    )
      return;
    seen.push(state.name);
  }
  throw new Error(`no control named ${name} within ${max} Tab presses; passed: ${seen.join(' | ')}`);
}

/** Types into the focused field (the focus stays). */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectVisibleFocus(page);
}

/**
 * Starts counting the animation frames in which the focus rests on <body> (WCAG 2.4.3: a control
 * that goes away hands the focus on in the same task, so no frame is painted without it). Read the
 * count with `framesOnBody`.
 */
export async function watchFocusOnBody(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __framesOnBody: number; __focusWatch?: boolean };
    w.__framesOnBody = 0;
    if (w.__focusWatch) return;
    w.__focusWatch = true;
    const tick = () => {
      if (!document.activeElement || document.activeElement === document.body) w.__framesOnBody++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export const framesOnBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { __framesOnBody: number }).__framesOnBody);
