// The `test` every browser spec imports (instead of @playwright/test's): it fails a test when any
// page it visited showed an image that did not decode (naturalWidth 0 after loading, e.g. a
// broken data: URL or a 404). Each browser context of the test is watched, the fixture's own and
// those a test opens with browser.newContext(): an error listener on every document (JS-enabled
// contexts), and a look at the images of each page when it has loaded and when the test ends.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The images of the page that finished loading without a picture, as "src". */
async function undecoded(page: Page): Promise<string[]> {
  return page
    .evaluate(() =>
      [...document.images]
        .filter((img) => img.getAttribute('src') && img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    )
    .catch(() => []); // a page that is navigating or closed is looked at on its next load
}

export class ImageWatch {
  readonly broken = new Set<string>();
  private readonly contexts: BrowserContext[] = [];

  private note(page: Page, src: string) {
    this.broken.add(`${src.length > 120 ? `${src.slice(0, 120)}…` : src} (on ${page.url()})`);
  }

  async watch(context: BrowserContext): Promise<void> {
    if (this.contexts.includes(context)) return;
    this.contexts.push(context);
    await context.exposeBinding('__evklubImageFailed', ({ page }, src: string) => this.note(page, src));
    await context.addInitScript(() => {
      const report = (window as unknown as { __evklubImageFailed: (src: string) => void }).__evklubImageFailed;
      // Error events do not bubble: listen in the capture phase to see every <img> of the document.
      window.addEventListener(
        'error',
        (event) => event.target instanceof HTMLImageElement && report(event.target.currentSrc || event.target.src),
        true,
      );
    });
    const onPage = (page: Page) =>
      page.on('load', () => void undecoded(page).then((list) => list.forEach((src) => this.note(page, src))));
    context.pages().forEach(onPage);
    context.on('page', onPage);
  }

  async finish(): Promise<string[]> {
    for (const context of this.contexts) {
      for (const page of context.pages()) (await undecoded(page)).forEach((src) => this.note(page, src));
    }
    return [...this.broken];
  }
}

let current: ImageWatch | null = null; // the running test's (a worker runs one test at a time)

export const test = base.extend<{ imageWatch: ImageWatch }>({
  imageWatch: [
    async ({}, use) => {
      const watch = (current = new ImageWatch());
      await use(watch);
      current = null;
      base.expect(await watch.finish(), 'images that did not decode').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, imageWatch }, use) => {
    await imageWatch.watch(context);
    await use(context);
  },
  // Contexts a test opens itself with browser.newContext() are watched too.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await current?.watch(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
